import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The one way alert deliveries reach the network: a POST of JSON to an http(s) URL, no redirects
 * followed, and (unless private targets are allowed) only to public addresses. The check runs in
 * the socket's own DNS lookup, so the address connected to is the address checked: a name that
 * resolves differently a moment later (DNS rebinding) cannot slip a private address in.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, shared, multicast, reserved and documentation addresses; IPv4 inside IPv6 judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return BLOCKED.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return BLOCKED.check(lower, 'ipv6');
}

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

const REFUSAL =
  'resolves to a loopback, private or link-local address; alert deliveries go to public addresses only (ALERT_ALLOW_PRIVATE=true allows them)';

/**
 * The rule, in one place for the send and for the save: every address a name has must be public
 * (a mixed answer is refused whole). The refusal's text, or null when the addresses may be used.
 */
export function addressRefusal(hostname: string, addresses: readonly string[], allowPrivate: boolean): string | null {
  return !allowPrivate && addresses.some(isPrivateAddress) ? `${hostname} ${REFUSAL}` : null;
}

function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0) return callback(new Error(`${hostname} did not resolve`), '', 0);
      const refusal = addressRefusal(
        hostname,
        list.map((entry) => entry.address),
        allowPrivate,
      );
      if (refusal) return callback(new RefusedAddress(refusal), '', 0);
      if (options.all) return callback(null, list as never, 0);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface PostResult {
  /** The receiver's status, null when no answer came. */
  readonly statusCode: number | null;
  readonly error: string | null;
}

export interface PostOptions {
  readonly allowPrivate: boolean;
  /** One deadline on the whole exchange: connect, send, status and the answer's body. */
  readonly timeoutMs: number;
  /** Aborts the attempt (the server is stopping). */
  readonly signal?: AbortSignal;
}

/** The most of a receiver's answer that is read: only its status counts, the rest lets the socket close. */
export const MAX_ANSWER_BYTES = 64 * 1024;

export const STOPPED_MESSAGE = 'Stopped: the server is shutting down';

function outcome(status: number): PostResult {
  if (status >= 200 && status < 300) return { statusCode: status, error: null };
  if (status >= 300 && status < 400) return { statusCode: status, error: `HTTP ${status}: redirects are not followed` };
  return { statusCode: status, error: `HTTP ${status}` };
}

/** Validates a delivery URL's form (the address is checked when it is used). Null when fine. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://';
  if (url.username || url.password) return 'must not hold a user name or password';
  return null;
}

/** POSTs `body` as JSON; never throws (a refusal or a network failure comes back as `error`). */
export function postJson(raw: string, body: unknown, options: PostOptions): Promise<PostResult> {
  const problem = urlProblem(raw);
  if (problem) return Promise.resolve({ statusCode: null, error: `The URL ${problem}.` });
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) ? addressRefusal(host, [host], options.allowPrivate) : null;
  if (literal) return Promise.resolve({ statusCode: null, error: `Refused: ${literal}.` });
  const payload = Buffer.from(JSON.stringify(body));
  const client = url.protocol === 'https:' ? https : http;
  // A socket timeout is only an idle limit: a receiver sending a byte every few seconds would keep
  // an attempt (and a "send test" request) open without end. This deadline covers everything.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => {
      // Once the status is in, the receiver has taken the message: the status decides.
      if (status !== null) finish(outcome(status));
      else if (deadline.aborted)
        finish({ statusCode: null, error: `No answer within ${Math.round(options.timeoutMs / 1000)} s` });
      else finish({ statusCode: null, error: STOPPED_MESSAGE });
      request.destroy();
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'user-agent': 'Chainboard-Alerts',
        },
        lookup: checkedLookup(options.allowPrivate),
        agent: false,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        status = code;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_ANSWER_BYTES) return;
          finish(outcome(code));
          request.destroy();
        });
        response.on('end', () => finish(outcome(code)));
        response.on('error', () => finish({ statusCode: code, error: `HTTP ${code}, the answer broke off` }));
      },
    );
    request.on('error', (error) => {
      const message =
        error instanceof RefusedAddress ? `Refused: ${error.message}` : error.message || 'connection failed';
      finish({ statusCode: null, error: `${message.slice(0, 300)}` });
    });
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    request.end(payload);
  });
}
