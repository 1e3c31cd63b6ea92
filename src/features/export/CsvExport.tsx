import { useEffect, useRef, useState } from 'react';
import { formatInteger } from '../../lib/format';
import { toCsv, type CsvColumn } from '../../../contract/lib/csv';
import { downloadText } from './download';
import { DEFAULT_EXPORT_CAP, walkCursor, type FetchPage, type WalkProgress, type WalkResult } from './walkCursor';
import { buttonClass } from '../../components/Button';

export interface CsvExportProps<T> {
  columns: readonly CsvColumn<T>[];
  /** The rows on screen, for "Export this page". */
  pageRows: readonly T[];
  /** Items of the page on screen that could not be read: not in the CSV, counted in the note. */
  pageUnreadable?: number;
  /** One page of the whole range from its first page: the page's own query fetcher. */
  fetchPage: FetchPage<T>;
  /** File name (with .csv) for each scope; build it with csvFileName. */
  fileName: (scope: 'page' | 'range') => string;
  /** Most rows "Export whole range" collects; stated up front. Default 10,000. */
  cap?: number;
  /** Rows per call while walking, to state the number of calls up front. */
  rowsPerCall?: number;
  /** Compute units per call, to state the worst-case cost up front. */
  computeUnitsPerCall?: number;
  /** e.g. while the page is loading or its input is invalid. */
  disabled?: boolean;
  /**
   * Runs before "Export whole range": a reason the range is not settled (a half-typed date in the
   * filters) refuses the export, so it never walks a range other than the one on screen.
   */
  checkBeforeRange?: () => string | null;
  /** The same range already fetched whole (by the page's totals): exported as is, with no new call. */
  walked?: WalkResult<T> | null;
  className?: string;
}

type Status =
  | { state: 'idle' }
  | { state: 'running'; progress: WalkProgress }
  | { state: 'done'; rows: number; capped: boolean; unreadable: number; reused?: boolean }
  | { state: 'cancelled'; rows: number }
  | { state: 'failed'; message: string }
  | { state: 'refused'; message: string };

const button = buttonClass('secondary', 'sm');

/** What the CSV leaves out: the items the service sent in a shape the page cannot read. */
export function unreadableNote(count: number): string {
  return `${formatInteger(count)} unreadable ${count === 1 ? 'item' : 'items'} left out of the CSV (shown on the page as unreadable rows).`;
}

/** "Export this page" and "Export whole range" (walks the cursor with progress, cancel and a cap). */
export function CsvExport<T>({
  columns,
  pageRows,
  pageUnreadable = 0,
  fetchPage,
  fileName,
  cap = DEFAULT_EXPORT_CAP,
  rowsPerCall = 100,
  computeUnitsPerCall,
  disabled = false,
  checkBeforeRange,
  walked = null,
  className = '',
}: CsvExportProps<T>) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a running export: its requests would otherwise keep billing.
  useEffect(() => () => controller.current?.abort(), []);

  const maxCalls = Math.ceil(cap / rowsPerCall);
  const running = status.state === 'running';

  async function exportRange() {
    const problem = checkBeforeRange?.() ?? null;
    if (problem !== null) {
      setStatus({ state: 'refused', message: problem });
      return;
    }
    // A capped fetch is not the whole range: the export walks it again, its pages from the cache.
    if (walked && !walked.capped) {
      downloadText(fileName('range'), toCsv(columns, walked.rows));
      setStatus({
        state: 'done',
        rows: walked.rows.length,
        capped: false,
        unreadable: walked.unreadable,
        reused: true,
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ state: 'running', progress: { rows: 0, pages: 0 } });
    try {
      const result = await walkCursor({
        fetchPage,
        signal: abort.signal,
        cap,
        onProgress: (progress) => setStatus({ state: 'running', progress }),
      });
      downloadText(fileName('range'), toCsv(columns, result.rows));
      setStatus({ state: 'done', rows: result.rows.length, capped: result.capped, unreadable: result.unreadable });
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  function cancel() {
    const rows = status.state === 'running' ? status.progress.rows : 0;
    controller.current?.abort();
    controller.current = null;
    setStatus({ state: 'cancelled', rows });
  }

  return (
    <section aria-label="Export CSV" className={`space-y-2 text-sm ${className}`}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={button}
          disabled={disabled || running || pageRows.length === 0}
          onClick={() => {
            downloadText(fileName('page'), toCsv(columns, pageRows));
            setStatus({ state: 'done', rows: pageRows.length, capped: false, unreadable: pageUnreadable });
          }}
        >
          Export this page
        </button>
        <button type="button" className={button} disabled={disabled || running} onClick={() => void exportRange()}>
          Export whole range
        </button>
        {running ? (
          <button type="button" className={button} onClick={cancel}>
            Cancel export
          </button>
        ) : null}
      </div>
      {pageUnreadable > 0 ? (
        <p className="text-xs text-amber-800 dark:text-amber-300">This page: {unreadableNote(pageUnreadable)}</p>
      ) : null}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Whole range: at most {formatInteger(cap)} rows ({formatInteger(maxCalls)} calls of {rowsPerCall}
        {computeUnitsPerCall
          ? `, up to ${formatInteger(maxCalls * computeUnitsPerCall)} CU; cached pages are free`
          : ''}
        ).
      </p>
      <div aria-live="polite" className="text-xs">
        {status.state === 'running' ? (
          <div className="flex items-center gap-2">
            <progress
              aria-label="Export progress"
              className="h-2 w-48 accent-accent-600"
              max={cap}
              value={status.progress.rows}
            />
            <span className="tabular-nums">
              {formatInteger(status.progress.rows)} rows · {status.progress.pages}{' '}
              {status.progress.pages === 1 ? 'page' : 'pages'}
            </span>
          </div>
        ) : status.state === 'done' ? (
          <p>
            Exported {formatInteger(status.rows)} rows
            {status.reused ? ' from the range fetched above, with no new call' : ''}.
            {status.unreadable > 0 ? ` ${unreadableNote(status.unreadable)}` : ''}
            {status.capped ? ` Stopped at the ${formatInteger(cap)}-row cap: narrow the range to export the rest.` : ''}
          </p>
        ) : status.state === 'cancelled' ? (
          <p>Export cancelled after {formatInteger(status.rows)} rows; nothing was saved.</p>
        ) : status.state === 'refused' ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Nothing was exported: {status.message}
          </p>
        ) : status.state === 'failed' ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Export failed: {status.message} Try again: pages already fetched are cached.
          </p>
        ) : null}
      </div>
    </section>
  );
}
