import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { RuleRequest } from './input.ts';
import { addressRefusal } from './safeFetch.ts';

/**
 * What a rule is checked against when it is saved, beyond its form (input.ts): a stream scope
 * names a stream the archive holds (or says it has not failed yet), and the webhook URL's host is
 * not a loopback or private address by the same rule a delivery applies (safeFetch.ts).
 */

export type LookupAll = (hostname: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 3_000;

const systemLookup: LookupAll = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * The refusal of a webhook URL's host at save, or null. A name that does not resolve now (or not
 * within 3 s) is saved: it may resolve later, and each delivery checks the addresses it connects to.
 * `localhost` and its subdomains are loopback by definition (RFC 6761) and refused without a lookup.
 */
export async function savedUrlRefusal(
  raw: string,
  allowPrivate: boolean,
  resolve: LookupAll = systemLookup,
): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(raw).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return addressRefusal(host, [host], false);
  if (host === 'localhost' || host.endsWith('.localhost')) return addressRefusal(host, ['127.0.0.1'], false);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolve(host), late]);
    return addresses && addresses.length ? addressRefusal(host, addresses, false) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface SaveContext {
  readonly allowPrivate: boolean;
  readonly streamArchived: (streamId: string) => Promise<boolean>;
  readonly resolve?: LookupAll;
}

export function unknownStreamMessage(streamId: string): string {
  return (
    `scope.value: the archive holds no failure of stream "${streamId}"; pick one of its streams, ` +
    'or save with scope.notSeenYet: true to watch a stream that has not failed yet'
  );
}

/** The 400 message for a rule that may not be saved, or null. */
export async function saveProblem(request: RuleRequest, context: SaveContext): Promise<string | null> {
  const { settings, channelUrl, notSeenYet } = request;
  if (settings.scope === 'stream' && !notSeenYet && !(await context.streamArchived(settings.scopeValue))) {
    return unknownStreamMessage(settings.scopeValue);
  }
  if (channelUrl) {
    const refusal = await savedUrlRefusal(channelUrl, context.allowPrivate, context.resolve);
    if (refusal) return `channel.url: ${refusal}`;
  }
  return null;
}
