/**
 * Logos reach the browser from the app's own origin only: the server fetches them from its
 * allowed logo origins (server/logo/). Free of imports, because the server names the path too.
 */
export const LOGO_PATH = '/api/logo';

/** Only http(s) URLs may become a logo: javascript:, data:, blob: and relative URLs are refused. */
export function safeLogoUrl(logo: string | null | undefined): string | null {
  if (!logo) return null;
  try {
    const url = new URL(logo);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The same-origin address of an upstream logo URL, for an <img src>; null when it cannot be one. */
export function logoSrc(logo: string | null | undefined): string | null {
  const url = safeLogoUrl(logo);
  return url === null ? null : `${LOGO_PATH}?url=${encodeURIComponent(url)}`;
}
