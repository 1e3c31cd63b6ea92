import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../lib/afterPaint';

export interface ProgressiveOptions {
  /** Items drawn in the first pass: at least a screenful, so nothing visible waits. */
  first: number;
  /** Items added per following pass (one pass per frame, each its own short task). */
  step: number;
  /** Draw at least this many at once (e.g. up to a row a `#tx=` link scrolls to). */
  atLeast?: number;
  /** When this changes, drawing starts again from `first` (the failures table after a fling). */
  restart?: number;
}

/**
 * How many items of a long list to draw now. The first `first` are drawn at once; then `step`
 * more after each frame until all `total` are there (100 rows take a few hundred ms in all).
 *
 * Why: drawing 100 table rows in one go (React's render and commit, then the browser's style and
 * layout) was one long task, far longer on a phone, which blocked input and made up most of the pages' Total Blocking Time. In passes of a few rows
 * no task is long. Only rows below the first screen arrive later; the count never goes down
 * (a new page of data is drawn in full at once), so nothing on screen moves or disappears,
 * unless the caller asks for it with `restart`.
 *
 * Each later pass is a transition, so React renders it in slices of a few milliseconds and
 * yields between them: a pass of several cards in one task blocked input on a slow phone
 * (bench/mechanisms.md has the measurement).
 *
 * Without requestAnimationFrame (non-browser tests) everything is drawn at once.
 */
export function useProgressiveCount(
  total: number,
  { first, step, atLeast = 0, restart = 0 }: ProgressiveOptions,
): number {
  const [count, setCount] = useState(first);
  const [started, setStarted] = useState(restart);
  if (started !== restart) {
    setStarted(restart);
    setCount(first);
  }
  const progressive = typeof requestAnimationFrame === 'function';
  const done = !progressive || count >= total;

  useEffect(() => {
    if (done) return;
    // Each pass is laid out and painted on its own (in a hidden tab a timer alone, so the list is
    // whole when it is shown).
    return afterPaint(() => startTransition(() => setCount((current) => current + step)));
  }, [done, count, step]);

  return progressive ? Math.min(Math.max(count, atLeast), total) : total;
}
