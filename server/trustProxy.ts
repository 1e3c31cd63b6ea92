import { BlockList, isIP } from 'node:net';
import { ConfigError } from './configError.ts';

export type TrustProxy = false | number | readonly string[];

/** Names for common private ranges, as Express and Fastify (proxy-addr) accept them. */
const TRUST_PROXY_NAMES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUST_PROXY: empty or absent trusts no proxy; a whole number is a hop count (1 = one proxy in
 * front); otherwise a comma-separated list of addresses, CIDRs and the names above. Each entry is
 * checked here so a typo stops the start instead of silently believing nobody (or everybody).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new ConfigError(`TRUST_PROXY as a hop count must be at most 32, got ${hops}.`);
    return hops;
  }
  if (value === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: give a hop count or the proxies' addresses or CIDRs.",
    );
  }
  const entries: string[] = [];
  for (const part of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const named = TRUST_PROXY_NAMES[part.toLowerCase()];
    if (named) {
      entries.push(...named);
      continue;
    }
    const [address = '', prefix, extra] = part.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY: "${part.slice(0, 60)}" is not an IP address, a CIDR, a hop count or one of ${Object.keys(TRUST_PROXY_NAMES).join(', ')}.`,
      );
    }
    entries.push(prefix === undefined ? `${address}/${maxPrefix}` : `${address}/${Number(prefix)}`);
  }
  return entries.length === 0 ? false : entries;
}

/**
 * Whether a connecting peer is a reverse proxy named by TRUST_PROXY (server/config.ts), whose
 * forwarded headers (X-Forwarded-For, and a sign-in user header) may be believed. Fastify applies
 * the same rule (forwardedHopCheck) to compute `request.ip`; this answers it for one peer address.
 *
 * A hop count trusts the connecting peer whatever its address (the peer is the first hop); a list
 * trusts exactly its addresses and CIDRs. IPv4-mapped IPv6 peers (`::ffff:10.0.0.1`) match the
 * IPv4 entries.
 */
export type TrustedProxyCheck = (peerAddress: string | undefined) => boolean;

export function trustedProxyCheck(trust: TrustProxy): TrustedProxyCheck {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (peer) => trust > 0 && peer != null && isIP(peer) !== 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix = ''] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, Number(prefix), family);
  }
  return (peer) => {
    if (peer == null) return false;
    const family = isIP(peer);
    if (family === 0) return false;
    return list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The rule as Fastify's `trustProxy` function (proxy-addr walks the chain from the connecting
 * peer, hop 0, towards the client): with a hop count the first `n` hops are proxies, with a list
 * each hop is one if its address is listed.
 */
export function forwardedHopCheck(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const trusted = trustedProxyCheck(trust);
  return (address) => trusted(address);
}
