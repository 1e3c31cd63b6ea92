import { formatInteger } from '../../lib/format';
import type { SearchIssue } from '../../../contract/pages/streams/view';
import { Button } from '../../components/Button';

/** Invalid URL values: named, ignored, and one click to drop them. */
export function SearchIssues({ issues, onReset }: { issues: SearchIssue[]; onReset: () => void }) {
  if (issues.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="font-medium">Some values in the address were not understood and are ignored:</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.param}>
            <code className="font-mono">
              {issue.param}={issue.value}
            </code>
            : {issue.message}.
          </li>
        ))}
      </ul>
      <button type="button" onClick={onReset} className="mt-1 underline">
        Remove them from the address
      </button>
    </div>
  );
}

/**
 * New failures found by a refresh wait here instead of pushing the table down under the
 * reader's eyes: the button floats over the table's top edge (its wrapper takes no height, so
 * nothing below moves when it comes or goes). The live region is always in the DOM so screen
 * readers hear each change.
 */
export function NewFailures({
  count,
  gap,
  busy,
  onShow,
}: {
  count: number;
  gap: boolean;
  busy: boolean;
  onShow: () => void;
}) {
  const text =
    count === 0 ? '' : `+${formatInteger(count)}${gap ? '+' : ''} new failure${count === 1 && !gap ? '' : 's'}`;
  return (
    <div className="relative z-30 h-0" data-testid="new-failures">
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {text}
      </div>
      {count > 0 && (
        <button
          type="button"
          onClick={onShow}
          disabled={busy}
          className="absolute top-1 left-1/2 -translate-x-1/2 rounded-full border border-accent-300 bg-accent-50 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-accent-800 shadow-lg hover:bg-accent-100 disabled:opacity-90 dark:border-accent-700 dark:bg-zinc-900 dark:text-accent-200 dark:hover:bg-zinc-800"
        >
          {busy ? 'Loading new failures…' : `${text}: show them`}
        </button>
      )}
    </div>
  );
}

/** `source`: the live view filters the rows it has loaded; the archive's filters run over the whole window. */
export function EmptyState({
  kind,
  source = 'live',
  onReset,
}: {
  kind: 'none' | 'no-match';
  source?: 'live' | 'archive';
  onReset?: () => void;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700"
    >
      {kind === 'none' ? (
        <>
          <p className="text-base font-medium text-emerald-700 dark:text-emerald-400">
            No failed deliveries: all streams delivering
          </p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {source === 'live' ? 'The history has' : 'The archive has, in this window,'} no failed webhook deliveries.
            This page keeps checking.
          </p>
        </>
      ) : (
        <>
          <p className="text-base font-medium">Nothing matches these filters</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {source === 'live'
              ? 'Among the loaded failures, none match. Load more of the history or loosen the filters.'
              : 'No archived failure in this window matches. Widen the window or loosen the filters.'}
          </p>
          <Button size="sm" variant="primary" onClick={onReset} className="mt-3">
            Reset filters
          </Button>
        </>
      )}
    </div>
  );
}
