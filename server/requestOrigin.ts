import type { FastifyRequest } from 'fastify';

/**
 * Same origin only, for every `/api` route and the sign-in endpoints: a page elsewhere (an <img>,
 * a form, a fetch) must not spend the key's units, read answers or change anything. Browsers say
 * where a request comes from in Sec-Fetch-Site; requests without it (command-line clients, older
 * browsers) and the user's own navigation ("none") pass a read. A write from a browser without
 * Sec-Fetch-Site still names its page's origin, which must be this server's own (the Host the
 * request is addressed to); a write with no Origin at all comes from a command-line client.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** No Origin header (command-line clients) or one whose host is the request's Host. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Why the request is refused as coming from another site, or null when it may proceed. */
export function foreignRequestReason(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return "This API answers the dashboard's own pages only (cross-site request refused).";
  }
  if (!SAFE_METHODS.has(request.method) && !sameOrigin(request.headers.origin, request.headers.host)) {
    return "This API changes nothing for another site's page (cross-origin request refused).";
  }
  return null;
}
