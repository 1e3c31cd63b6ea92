import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { LookupFunction } from 'node:net';
import { LOGO_PATH } from '../../contract/api/logo.ts';
import { reject } from '../proxy/plugin.ts';
import { fetchLogo, type LogoFetchResult } from './fetchLogo.ts';
import { checkLogoUrl, type LogoAllowlist } from './origins.ts';
import { publicOnlyLookup } from './publicAddress.ts';

/**
 * GET /api/logo?url=…: an upstream logo, fetched by the server from an allowed origin (or the
 * exact URL the token list names) and served
 * from the app's own, so the browser contacts no third party. Costs no compute units (the logo
 * hosts are not the metered API, and no key is sent). Registered inside the API scope of
 * server/app.ts: same-origin check, sign-in and the request-count guard apply as to all of /api.
 */

export interface LogoRouteOptions {
  readonly allowed: LogoAllowlist;
  readonly lookup?: LookupFunction;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/** Logos are small (the service's are a few KB; favicons rarely 100 KB): anything larger is refused. */
export const LOGO_MAX_BYTES = 256 * 1024;
const LOGO_TIMEOUT_MS = 5_000;
const LOGO_MAX_REDIRECTS = 3;
/** The cache's bounds: 16 MB of logos, and how long a logo and a failure are kept. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 2_000;
const LOGO_TTL_MS = 24 * 60 * 60_000;
const FAILURE_TTL_MS = 10 * 60_000;
/** What a cached entry costs beside its body (URL key, headers, bookkeeping). */
const ENTRY_OVERHEAD = 512;

/**
 * Every logo answer gets this instead of the page CSP: opened as a document (a direct visit to
 * the URL), an SVG runs in a sandbox with an opaque origin, no script and no outside load, so it
 * cannot act as the app. As an <img>, browsers run no script of an SVG and load nothing it names.
 */
export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Browsers keep a logo for a day; `private` because, with sign-in on, /api is per user. */
export const LOGO_CACHE_CONTROL = 'private, max-age=86400';

export function logoRoutes(options: LogoRouteOptions) {
  const fetchOptions = {
    allowed: options.allowed,
    lookup: options.lookup ?? publicOnlyLookup(),
    timeoutMs: options.timeoutMs ?? LOGO_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? LOGO_MAX_BYTES,
    maxRedirects: LOGO_MAX_REDIRECTS,
  };
  // Single-flight and bounded: concurrent requests for one logo share one fetch (lru-cache's fetch).
  const cache = new LRUCache<string, LogoFetchResult>({
    max: CACHE_MAX_ENTRIES,
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (entry) => ENTRY_OVERHEAD + (entry.ok ? entry.body.length : 0),
    ttl: LOGO_TTL_MS,
    fetchMethod: async (href, _stale, { options: entry }) => {
      const result = await fetchLogo(new URL(href), fetchOptions);
      // A host that failed is asked again after a while, not on every row that shows its logo.
      if (!result.ok) entry.ttl = FAILURE_TTL_MS;
      return result;
    },
  });

  return async function routes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: Record<string, string | string[] | undefined> }>(LOGO_PATH, async (request, reply) => {
      const raw = request.query.url;
      if (Array.isArray(raw)) return reject(reply, 400, 'Give one logo URL.');
      const check = checkLogoUrl(raw, options.allowed);
      if (!check.ok) return reject(reply, check.status, check.message);
      const result = await cache.fetch(check.url.href);
      if (!result) return reject(reply, 502, 'The logo could not be fetched.');
      if (!result.ok) return reject(reply, result.status, result.message);
      return reply
        .code(200)
        .header('content-type', result.type)
        .header('cache-control', LOGO_CACHE_CONTROL)
        .header('content-security-policy', LOGO_CSP)
        .send(result.body);
    });
  };
}
