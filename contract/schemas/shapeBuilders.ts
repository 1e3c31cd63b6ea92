/**
 * Builders for the shape tables (*Shapes.test.ts): hex values of the right length and a page
 * envelope around a list of items.
 */

/** A 32-byte hash made of one repeated hex character. */
export const H = (c: string) => `0x${c.repeat(64)}`;
/** A 20-byte address made of one repeated hex character. */
export const A = (c: string) => `0x${c.repeat(40)}`;

/** A page of the data API: cursor, page number, page size and the items. */
export const page = (result: unknown[], over: Record<string, unknown> = {}) => ({
  cursor: null,
  page: 0,
  page_size: 100,
  result,
  ...over,
});
