import { useState, type ReactNode } from 'react';
import { useWideLayout } from '../../lib/useMediaQuery';
import { Button } from '../../components/Button';
import { PAGE_SEARCH_OPENER_ATTRIBUTE } from '../../components/shell/useSlashFocus';

/**
 * On phones the range form would push the list (transactions, transfers) below the fold: it folds behind a button
 * that says how many bounds are set. It starts open when something needs fixing.
 */
export function FiltersDisclosure({
  active,
  invalid,
  children,
}: {
  active: number;
  invalid: boolean;
  children: ReactNode;
}) {
  const wide = useWideLayout();
  const [open, setOpen] = useState(invalid);
  if (wide) return <>{children}</>;
  return (
    <div className="space-y-2">
      {/* While folded, `/` unfolds it to reach the range form's page field. */}
      <Button
        size="sm"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        {...(open ? {} : { [PAGE_SEARCH_OPENER_ATTRIBUTE]: '' })}
      >
        {open ? 'Hide filters' : 'Filters'}
        {active > 0 ? ` (${active} set)` : ''}
      </Button>
      {open ? children : null}
    </div>
  );
}
