import type { ServerConfig } from './config.ts';

/**
 * Which Host headers the server answers (ALLOWED_HOSTS). A page on another name that resolves to
 * this server (DNS rebinding) sends its own name as Host, so answering only known names keeps
 * such a page from reading anything. An entry with a port matches that port only; an entry
 * without one matches the name on any port (behind a reverse proxy the port is the proxy's).
 * The defaults are the listen address, localhost and 127.0.0.1 on the listening port, and the bare
 * names (a Host header may leave the port out).
 */

export function parseAllowedHosts(raw: string | undefined): readonly string[] | null {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length === 0 ? null : entries;
}

/** A host entry is a name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
export const HOST_ENTRY =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function splitHost(host: string): { name: string; port: string | null } {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host)!;
  return { name: match[1]!, port: match[2] ?? null };
}

const asHostName = (address: string): string => (address.includes(':') ? `[${address}]` : address).toLowerCase();

/** `listeningPort` is null while the server does not listen (tests that inject requests): any port then. */
export function allowedHostCheck(
  config: Pick<ServerConfig, 'host' | 'allowedHosts'>,
  listeningPort: () => number | null,
): (host: string | undefined) => boolean {
  const explicit = config.allowedHosts;
  return (host) => {
    if (host == null || host.length > 300) return false;
    const { name, port } = splitHost(host.toLowerCase());
    if (explicit) {
      return explicit.some((entry) => {
        const allowed = splitHost(entry);
        return allowed.name === name && (allowed.port === null || allowed.port === port);
      });
    }
    const names = new Set([asHostName(config.host), 'localhost', '127.0.0.1']);
    const listening = listeningPort();
    return names.has(name) && (port === null || listening === null || port === String(listening));
  };
}
