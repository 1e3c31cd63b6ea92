import type { TestStandin } from '../test-helpers';

/** Test helper: follows cursors from a first request to the last page. */
export async function walk(
  s: TestStandin,
  path: string,
  maxPages = 500,
): Promise<{ pages: Record<string, unknown>[]; rows: Record<string, unknown>[] }> {
  const pages: Record<string, unknown>[] = [];
  const rows: Record<string, unknown>[] = [];
  const base = path.split('?')[0]!;
  let next: string | null = path;
  while (next !== null) {
    if (pages.length >= maxPages) throw new Error(`more than ${maxPages} pages`);
    const response = await s.get(next);
    if (response.status !== 200) throw new Error(`${next} answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as { cursor: string | null; result: Record<string, unknown>[] };
    pages.push(page);
    rows.push(...page.result);
    next = page.cursor === null ? null : `${base}?cursor=${encodeURIComponent(page.cursor)}`;
  }
  return { pages, rows };
}
