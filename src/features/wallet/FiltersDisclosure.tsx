import { useState, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

/**
 * On phones the range form would push the transactions below the fold: it folds behind a button
 * that says how many bounds are set. It starts open when something needs fixing.
 */
export function FiltersDisclosure({ active, invalid, children }: { active: number; invalid: boolean; children: ReactNode }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(invalid);
  if (wide) return <>{children}</>;
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        {open ? 'Hide filters' : 'Filters'}
        {active > 0 ? ` (${active} set)` : ''}
      </button>
      {open ? children : null}
    </div>
  );
}
