/** Inserts tags just before </head> of index.html; unchanged when there are none or no </head>. */
export function beforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
