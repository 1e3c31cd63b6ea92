export interface UrlParts {
  /** "https://" when the URL is http(s) and parsed; "" otherwise. */
  scheme: string;
  host: string;
  /** Everything after the host, or the whole raw text when it is not a web URL. */
  rest: string;
  web: boolean;
}

/**
 * Splits a webhook URL for display (host emphasised), slicing the raw text so what is drawn is
 * exactly what the service sent. Anything that is not a plain http(s) URL (javascript:, data:,
 * credentials before the host, garbage) is returned whole as `rest`, to be drawn as plain text.
 */
export function splitUrl(raw: string): UrlParts {
  const whole: UrlParts = { scheme: '', host: '', rest: raw, web: false };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return whole;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) return whole;
  const scheme = `${url.protocol}//`;
  const prefix = `${scheme}${url.host}`;
  if (!raw.toLowerCase().startsWith(prefix.toLowerCase())) return { ...whole, web: true };
  return {
    scheme: raw.slice(0, scheme.length),
    host: raw.slice(scheme.length, prefix.length),
    rest: raw.slice(prefix.length),
    web: true,
  };
}
