import { ErrorPanel } from '../../components/ErrorPanel';
import { formatInteger } from '../../lib/format';
import { LOAD_ALL_CAP } from '../../api/streams';
import { LIMITS, type PageLimit } from '../../../contract/pages/streams/search';
import type { WalkState } from './useFailureFeed';
import { buttonClass } from '../../components/Button';

export interface LoadBarProps {
  loaded: number;
  shown: number;
  total: number;
  limit: number;
  hasMore: boolean;
  walk: WalkState;
  onLoadMore: () => void;
  onLoadAll: () => void;
  onCancel: () => void;
  onExport: () => void;
  /** Loaded logs that could not be read: not in the CSV, counted beside its button. */
  unreadable?: number;
  onLimit: (limit: PageLimit) => void;
}

const BUTTON = buttonClass('secondary', 'sm');

/** How much of the history is loaded, and the ways to load more of it. */
export function LoadBar({
  loaded,
  shown,
  total,
  limit,
  hasMore,
  walk,
  onLoadMore,
  onLoadAll,
  onCancel,
  onExport,
  unreadable = 0,
  onLimit,
}: LoadBarProps) {
  const running = walk.kind === 'running';
  const progress = walk.kind === 'running' && walk.what === 'all' ? walk.progress : null;
  const goal = Math.min(LOAD_ALL_CAP, total || LOAD_ALL_CAP);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="streams-counts">
          Showing <strong className="tabular-nums">{formatInteger(shown)}</strong> of{' '}
          <span className="tabular-nums">{formatInteger(loaded)}</span> loaded
          {/* The service's total counts every log it lists, failures later delivered ("success") included. */}
          {' · '}
          <strong className="tabular-nums">{formatInteger(total)}</strong> logged deliveries in the history (failed,
          some since delivered)
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {hasMore && (
            <>
              <button type="button" className={BUTTON} disabled={running} onClick={onLoadMore}>
                Load more (next {limit})
              </button>
              {loaded < LOAD_ALL_CAP && (
                <button
                  type="button"
                  className={BUTTON}
                  disabled={running}
                  onClick={onLoadAll}
                  title={`Walks the history 100 rows per request, at most ${formatInteger(LOAD_ALL_CAP)} rows`}
                >
                  Load all (up to {formatInteger(LOAD_ALL_CAP)})
                </button>
              )}
            </>
          )}
          {!hasMore && loaded > 0 && (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">
              {walk.kind === 'done' && walk.capped
                ? `Stopped at the ${formatInteger(LOAD_ALL_CAP)}-row cap`
                : 'Whole history loaded'}
            </span>
          )}
          {walk.kind === 'done' && walk.capped && hasMore && (
            <span className="text-xs text-amber-700 dark:text-amber-400">
              Reached the {formatInteger(LOAD_ALL_CAP)}-row cap
            </span>
          )}
          <label className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
            Page size
            <select
              value={limit}
              disabled={running}
              onChange={(event) => onLimit(Number(event.target.value) as PageLimit)}
              className="h-8 rounded-md border border-zinc-300 bg-white px-1.5 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            >
              {LIMITS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={BUTTON} disabled={shown === 0} onClick={onExport}>
            Export CSV ({formatInteger(shown)} rows)
          </button>
          {unreadable > 0 && (
            <span className="text-xs text-amber-800 dark:text-amber-300">
              {formatInteger(unreadable)} unreadable {unreadable === 1 ? 'log is' : 'logs are'} left out of the CSV
              (listed under the table)
            </span>
          )}
        </div>
      </div>
      {running && (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Loading the history"
            aria-valuemin={0}
            aria-valuemax={goal}
            aria-valuenow={progress?.loaded ?? loaded}
            aria-valuetext={`${formatInteger(progress?.loaded ?? loaded)} of up to ${formatInteger(goal)} rows`}
            className="h-2 w-64 max-w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div
              className="h-full bg-accent-600 transition-[width]"
              style={{ width: `${Math.min(100, ((progress?.loaded ?? loaded) / goal) * 100)}%` }}
            />
          </div>
          <span className="text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
            {walk.what === 'all'
              ? `${formatInteger(progress?.loaded ?? loaded)} / ${formatInteger(goal)} rows`
              : 'Loading…'}
          </span>
          <button type="button" className={BUTTON} onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
      {walk.kind === 'failed' && (
        <ErrorPanel
          title="Loading older failures stopped"
          error={walk.error}
          onRetry={walk.what === 'all' ? onLoadAll : onLoadMore}
        />
      )}
    </div>
  );
}
