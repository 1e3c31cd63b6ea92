/**
 * How the hostile upstream damages a valid JSON answer (e2e/hostile/upstream.ts). Pure, so the
 * spec can compute what the page should show.
 */

export const DATA_MODES = ['markup', 'markup-all', 'js-urls', 'wrong-types', 'missing-fields', 'extra-fields'] as const;
export type DataMode = (typeof DATA_MODES)[number];

/** Injected into strings: any of them executing opens a dialog (the spec fails on dialogs). */
export const MARKUP = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>'] as const;
export const BAD_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
] as const;

/** Fields the service fills with free text (names, labels, messages): markup there must render as text. */
const FREE_TEXT =
  /(^|_)(label|entity|name|symbol|tag|errorMessage|signature)$|^(tokenName|tokenSymbol|exchangeName|name|symbol|errorMessage|tag|message)$/;
/** Fields holding a URL the page may turn into a link or an image. */
const URL_FIELD = /(logo|Logo|webhookUrl|url|Url)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function mapObject(value: Json, visit: (key: string, leaf: Json, counter: number) => Json): Json {
  let counter = 0;
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(node)) {
      out[key] = child !== null && typeof child === 'object' ? walk(child) : visit(key, child, counter++);
    }
    return out;
  };
  return walk(value);
}

export function damage(body: Json, mode: DataMode): Json {
  switch (mode) {
    case 'markup':
      // Empty labels (null) are filled too: the service may send a label where it sent none.
      return mapObject(body, (key, leaf, n) =>
        (typeof leaf === 'string' || leaf === null) && FREE_TEXT.test(key) ? MARKUP[n % MARKUP.length]! : leaf,
      );
    case 'markup-all':
      return mapObject(body, (_key, leaf, n) => (typeof leaf === 'string' ? MARKUP[n % MARKUP.length]! : leaf));
    case 'js-urls':
      return mapObject(body, (key, leaf, n) => (URL_FIELD.test(key) ? BAD_URLS[n % BAD_URLS.length]! : leaf));
    case 'wrong-types':
      return mapObject(body, (_key, leaf) => {
        if (typeof leaf === 'string') return 12345;
        if (typeof leaf === 'number') return '<b>NaN</b>';
        if (typeof leaf === 'boolean') return 'yes';
        return { unexpected: true };
      });
    case 'missing-fields':
      return dropFields(body);
    case 'extra-fields':
      return addFields(body);
  }
}

/** Every other field of every object is left out (the first one kept). */
function dropFields(node: Json): Json {
  if (Array.isArray(node)) return node.map(dropFields);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  Object.entries(node).forEach(([key, child], index) => {
    if (index % 2 === 0) out[key] = dropFields(child);
  });
  return out;
}

/** Every object gains fields nobody asked for, including prototype-pollution attempts. */
function addFields(node: Json): Json {
  if (Array.isArray(node)) return node.map(addFields);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = Object.create(null) as Record<string, Json>;
  for (const [key, child] of Object.entries(node)) out[key] = addFields(child);
  out.extra_html = MARKUP[0];
  out.extra_link = BAD_URLS[0];
  out['constructor'] = { prototype: { polluted: 'yes' } };
  // An own "__proto__" key, as JSON.parse would create it from a hostile body.
  Object.defineProperty(out, '__proto__', {
    value: { polluted: 'yes' },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return out;
}
