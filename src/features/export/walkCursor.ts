/**
 * Walks a cursor-paged list from its first page, for "Export whole range". Generic over the row
 * type: the caller's `fetchPage` is the page's own query fetcher, so the export costs and caches
 * exactly like browsing does.
 */

export interface CursorPage<T> {
  rows: T[];
  /** null (or "") on the last page. */
  cursor: string | null;
  /** Items of the page that could not be read (drawn as unreadable rows): left out of the CSV, counted. */
  unreadable?: number;
}

export type FetchPage<T> = (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>;

export interface WalkProgress {
  rows: number;
  pages: number;
}

export interface WalkResult<T> {
  rows: T[];
  pages: number;
  /** Stopped because the cap was reached while more pages remained. */
  capped: boolean;
  /** Unreadable items of the walked pages, left out of `rows`. */
  unreadable: number;
}

export const DEFAULT_EXPORT_CAP = 10_000;

export async function walkCursor<T>({
  fetchPage,
  signal,
  cap = DEFAULT_EXPORT_CAP,
  onProgress,
}: {
  fetchPage: FetchPage<T>;
  signal: AbortSignal;
  cap?: number;
  onProgress?: (progress: WalkProgress) => void;
}): Promise<WalkResult<T>> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  let unreadable = 0;
  for (;;) {
    signal.throwIfAborted();
    const page: CursorPage<T> = await fetchPage(cursor, signal);
    signal.throwIfAborted();
    pages += 1;
    const room = cap - rows.length;
    rows.push(...page.rows.slice(0, room));
    unreadable += page.unreadable ?? 0;
    onProgress?.({ rows: rows.length, pages });
    const next = page.cursor || null;
    if (next === null) return { rows, pages, capped: false, unreadable };
    if (rows.length >= cap) return { rows, pages, capped: true, unreadable };
    // A service that hands back a cursor it already gave would loop forever (and bill each call).
    if (seen.has(next)) throw new Error('The service repeated a page cursor; the export stopped to avoid looping.');
    seen.add(next);
    // An empty page with a cursor is legal but must not spin: the cursor changes, so go on.
    cursor = next;
  }
}
