/**
 * Orders strings by their UTF-16 code units, for stable tie-breaks in sorted lists. Not
 * localeCompare: its first call builds the browser's ICU collator, a main-thread cost paid inside
 * the render that draws a page's first rows (bench/mechanisms.md). The strings
 * sorted here are keys, labels and ISO days, for which code-unit order is the expected one.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
