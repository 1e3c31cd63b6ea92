import { formatInteger } from '../../lib/format';
import { buttonClass } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';

export interface ArchiveLoadBarProps {
  loaded: number;
  /** The window's exact count (the summary's), null until it is known. */
  total: number | null;
  hasMore: boolean;
  fetchingMore: boolean;
  moreError: unknown;
  onRetryMore: () => void;
  csvUrl: string;
  csvName: string;
}

/**
 * Where the table stands in the window, and the window's CSV: a link to the server's streamed
 * export of every matching failure, so no window is too large to download and nothing is
 * assembled in the browser.
 */
export function ArchiveLoadBar({
  loaded,
  total,
  hasMore,
  fetchingMore,
  moreError,
  onRetryMore,
  csvUrl,
  csvName,
}: ArchiveLoadBarProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="streams-counts">
          <strong className="tabular-nums">{formatInteger(loaded)}</strong> loaded
          {total !== null && (
            <>
              {' '}
              of <strong className="tabular-nums">{formatInteger(total)}</strong> failures in the window
            </>
          )}
          {hasMore
            ? fetchingMore
              ? ' · loading more…'
              : ' · more load as you scroll'
            : loaded > 0
              ? ' · all listed'
              : ''}
        </p>
        <a href={csvUrl} download={csvName} className={buttonClass('secondary', 'sm')}>
          Download CSV{total !== null ? ` (${formatInteger(total)} rows)` : ''}
        </a>
      </div>
      {moreError !== null && (
        <ErrorPanel title="Older failures could not be loaded" error={moreError} onRetry={onRetryMore} />
      )}
    </div>
  );
}
