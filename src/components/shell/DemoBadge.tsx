import { useId } from 'react';
import { useServerStatus } from '../../api/status';

/** "Demo data" when the server runs on its embedded stand-in: nobody should mistake it for chain data. */
export function DemoBadge() {
  const tipId = useId();
  // From the first paint (the server names demo mode in the page); /api/status has the last word.
  const { mode } = useServerStatus();
  if (mode !== 'demo') return null;
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        aria-describedby={tipId}
        className="inline-flex cursor-help items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700/70 dark:bg-amber-950/60 dark:text-amber-200"
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
        Demo data
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute left-1/2 top-full z-30 mt-2 w-64 -translate-x-1/2 rounded-md border border-zinc-200 bg-white p-2.5 text-xs font-normal leading-snug text-zinc-700 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
      >
        This server has no API key, so it answers from its built-in stand-in service: realistic, deterministic data that
        is not from any real chain. Set API_KEY to use the live service.
      </span>
    </span>
  );
}
