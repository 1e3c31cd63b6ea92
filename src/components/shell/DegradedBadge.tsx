import { useId } from 'react';
import { useServerStatus } from '../../api/status';

/**
 * "Degraded" when a part this server shares with other instances (Redis, PostgreSQL) is away:
 * pages still load, from this instance's own cache and limits, and the tip says what is missing.
 */
export function DegradedBadge() {
  const tipId = useId();
  const { status } = useServerStatus();
  const degraded = status?.shared?.degraded ?? [];
  if (degraded.length === 0) return null;
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        aria-describedby={tipId}
        className="inline-flex cursor-help items-center gap-1.5 rounded-full border border-orange-300 bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-900 dark:border-orange-700/70 dark:bg-orange-950/60 dark:text-orange-200"
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-orange-500" />
        Degraded
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible fixed inset-x-4 top-24 z-30 rounded-md sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-72 border border-zinc-200 bg-white p-2.5 text-xs font-normal leading-snug text-zinc-700 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
      >
        {degraded.join(' ')} Pages keep working.
      </span>
    </span>
  );
}
