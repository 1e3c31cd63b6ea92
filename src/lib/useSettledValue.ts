import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `ms`: the first value at once, later ones after a
 * quiet spell. For a costly secondary view of data that changes in bursts (a chart over a table
 * that "Load all" grows a page at a time, or that a filter re-cuts): it redraws once per burst, and
 * after the primary view has painted, instead of in the same frames. The update is a transition,
 * so React renders it in slices.
 */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => startTransition(() => setSettled(value)), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
