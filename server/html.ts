/** Inserts tags just before </head> of index.html; unchanged when there are none or no </head>. */
export function beforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet\b/i;

/**
 * Inserts tags just before index.html's first stylesheet link, or before </head> when it has none.
 * For inline scripts: the browser runs a classic script that follows a stylesheet only once that
 * stylesheet has arrived, so the page's early requests left a round trip late on a slow network
 * (bench/mechanisms.md).
 */
export function beforeFirstStylesheet(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.search(STYLESHEET_LINK);
  return at < 0 ? beforeHeadEnd(html, tags) : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
