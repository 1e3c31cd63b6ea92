import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { clearRecent, useStoredRecentCount } from './recentStorage';

// A first visit has nothing to list: the rows (with their timestamps and links, and the code that
// reads and checks the stored entries) load only when there is something stored, so `/` does not
// download them up front.
const RecentLookupList = lazy(() => import('./RecentLookupList').then((m) => ({ default: m.RecentLookupList })));

export function RecentLookups() {
  const count = useStoredRecentCount();
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/50"
    >
      <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
        <h2 id="recent-heading" className="text-sm font-semibold">
          Recent lookups
        </h2>
        {count > 0 ? (
          <button
            type="button"
            onClick={clearRecent}
            className="text-xs font-medium text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
          >
            Clear all
          </button>
        ) : null}
      </div>
      {count === 0 ? (
        <p className="px-4 py-6 text-sm text-zinc-500 dark:text-zinc-400">
          Nothing yet. Lookups you open from the search box are kept here, in this browser only.
        </p>
      ) : (
        <Suspense fallback={<PendingRows count={count} />}>
          <RecentLookupList />
        </Suspense>
      )}
    </section>
  );
}

/** As many rows as the list will have, each as tall as a real one, so nothing below moves. */
function PendingRows({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-zinc-100 dark:divide-zinc-800">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex h-10 items-center px-4">
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  );
}
