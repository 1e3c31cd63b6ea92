import { isIP } from 'node:net';

/**
 * What the server fetches logos from: whole origins (LOGO_ORIGINS, the stand-in's) and exact URLs
 * (the token list's logos, tokenListLogos.ts), and the check of one logo URL against them. A logo
 * URL is data from the upstream (a spam token sets its own), so it is treated as hostile: exact
 * origin match (scheme, host and port) or exact URL match, no user info, http(s) only.
 */

export interface LogoAllowlist {
  /** Origins any path of which is fetched ("https://host[:port]"). */
  readonly origins: ReadonlySet<string>;
  /** Single URLs fetched as they are (normalised href, no fragment). */
  readonly urls: ReadonlySet<string>;
}

/** The hosted service's logo CDN, the origin of every `tokenLogo` in the real captures (fixtures/real/). */
export const DEFAULT_LOGO_ORIGINS: readonly string[] = ['https://cdn.moralis.io'];

/** Longest logo URL accepted: the service's are about 80 characters. */
export const MAX_LOGO_URL_LENGTH = 2048;

/** One LOGO_ORIGINS entry as an origin ("https://host[:port]"), or null when it is anything more or less. */
export function normaliseLogoOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A path or query would be silently ignored by an origin match: refused so the entry says what it does.
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/**
 * The stand-in (demo mode, and the tests' live server) serves its logos from its own loopback
 * origin over plain HTTP, as the hosted service serves them from its CDN; that origin is allowed
 * beside LOGO_ORIGINS. A hosted upstream (https, or not loopback) adds nothing.
 */
export function standinLogoOrigin(upstreamUrl: string): string | null {
  try {
    const url = new URL(upstreamUrl);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return url.protocol === 'http:' && loopback ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * What one server fetches logos from: LOGO_ORIGINS and the stand-in's own origin, and the listed
 * URLs, unless LOGO_ORIGINS is `none` (empty): then no logo host of the outside world is contacted.
 */
export function logoAllowlist(
  logoOrigins: readonly string[],
  evmUpstream: string,
  urls: ReadonlySet<string>,
): LogoAllowlist {
  const standin = standinLogoOrigin(evmUpstream);
  return {
    origins: new Set(standin ? [...logoOrigins, standin] : logoOrigins),
    urls: logoOrigins.length > 0 ? urls : new Set(),
  };
}

/** Whether a URL's host is written as an IP address (then no name lookup happens: the allowlist entry is the address). */
export function hostIsAddress(url: URL): boolean {
  return isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
}

export type LogoUrlCheck = { ok: true; url: URL } | { ok: false; status: 400 | 403; message: string };

export function checkLogoUrl(raw: string | undefined, allowed: LogoAllowlist): LogoUrlCheck {
  if (!raw) return { ok: false, status: 400, message: "Give the logo's address as ?url=." };
  if (raw.length > MAX_LOGO_URL_LENGTH)
    return { ok: false, status: 400, message: `A logo URL is at most ${MAX_LOGO_URL_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, status: 400, message: 'The logo URL is not an absolute URL.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, status: 400, message: 'Logos are fetched over http(s) only.' };
  // "https://cdn.example@evil.example/" names evil.example; no allowed origin needs a user name.
  if (url.username || url.password)
    return { ok: false, status: 400, message: 'A logo URL with a user name or password is refused.' };
  url.hash = '';
  if (!allowed.origins.has(url.origin) && !allowed.urls.has(url.href)) {
    return {
      ok: false,
      status: 403,
      message: 'This logo is neither on an allowed logo origin (LOGO_ORIGINS) nor named by the token list.',
    };
  }
  return { ok: true, url };
}
