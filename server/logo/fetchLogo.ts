import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { logoTypeOf, type LogoType } from './image.ts';
import { checkLogoUrl, hostIsAddress, type LogoAllowlist } from './origins.ts';

/**
 * One logo fetched from its (allowed) host: GET without cookies, keys or referrer; at most
 * `maxRedirects` redirects, each to an allowed origin again; the whole exchange within
 * `timeoutMs`; at most `maxBytes`; an image by type and bytes (image.ts).
 */

export interface LogoFetchOptions {
  readonly allowed: LogoAllowlist;
  /** Resolves host names for the connection; refuses non-public addresses (publicAddress.ts). */
  readonly lookup: LookupFunction;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
}

export type LogoFetchResult =
  { ok: true; type: LogoType; body: Buffer } | { ok: false; status: 403 | 502 | 504; message: string };

class LogoFetchError extends Error {
  constructor(
    readonly status: 403 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 8 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

function get(url: URL, options: LogoFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'GET',
        agent: secure ? agents.https : agents.http,
        // A host written as an address connects to exactly that address (it is the allowlist entry).
        ...(hostIsAddress(url) ? {} : { lookup: options.lookup }),
        headers: {
          accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8',
          'user-agent': 'Chainboard logo fetcher',
        },
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new LogoFetchError(502, `The logo is larger than ${maxBytes} bytes.`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new LogoFetchError(502, `The logo is larger than ${maxBytes} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new LogoFetchError(502, 'The logo host closed the connection mid-answer.'));
    });
  });
}

async function fetchFollowing(start: URL, options: LogoFetchOptions, signal: AbortSignal): Promise<LogoFetchResult> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const response = await get(url, options, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location) throw new LogoFetchError(502, `The logo host answered HTTP ${status} without a Location.`);
      if (hop >= options.maxRedirects) throw new LogoFetchError(502, 'The logo host redirected too many times.');
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new LogoFetchError(502, 'The logo host redirected to an unreadable address.');
      }
      const check = checkLogoUrl(next.href, options.allowed);
      if (!check.ok) throw new LogoFetchError(403, `The logo host redirected elsewhere: ${check.message}`);
      url = check.url;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new LogoFetchError(502, `The logo host answered HTTP ${status}.`);
    }
    const encoding = response.headers['content-encoding'];
    if (encoding && encoding.toLowerCase() !== 'identity') {
      response.resume();
      throw new LogoFetchError(502, 'The logo host sent an encoded body although none was asked for.');
    }
    const body = await readCapped(response, options.maxBytes);
    const type = logoTypeOf(response.headers['content-type'], body);
    if (!type.ok) throw new LogoFetchError(502, type.message);
    return { ok: true, type: type.type, body };
  }
}

/** Fetches an already allowed URL (origins.ts: checkLogoUrl). Never throws. */
export async function fetchLogo(url: URL, options: LogoFetchOptions): Promise<LogoFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetchFollowing(url, options, controller.signal);
  } catch (error) {
    if (error instanceof LogoFetchError) return { ok: false, status: error.status, message: error.message };
    if (controller.signal.aborted)
      return { ok: false, status: 504, message: `The logo host did not answer within ${options.timeoutMs} ms.` };
    if ((error as { code?: string }).code === 'ENOTPUBLIC')
      return { ok: false, status: 403, message: 'The logo host resolves to a non-public address.' };
    return { ok: false, status: 502, message: 'The logo host could not be reached.' };
  } finally {
    clearTimeout(timer);
  }
}
