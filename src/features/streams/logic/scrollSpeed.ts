/**
 * Whether the table is flung: scrolled so fast that its rows pass before anyone can read them.
 * While it is, the table draws rows as blank placeholders, which cost the browser almost nothing
 * to lay out and paint, and draws them in full again once the scroll slows down or stops.
 * Full rows on every frame of a fast scroll kept the renderer's main thread busy most of the time
 * (style, layout and paint of a dozen new rows a frame); bench/archive-page.ts measures it and
 * bench/mechanisms.md has the figures.
 */

/** Faster than this, the flung state starts: 10 px/ms is four 40 px rows a frame at 60 Hz, a row on screen under 80 ms. */
export const FLING_PX_PER_MS = 10;
/** Slower than this, it ends (half the start: a speed near the line does not flicker between the two). */
export const SETTLE_PX_PER_MS = 5;

export interface ScrollSpeed {
  offset: number;
  at: number;
  /** px/ms from the report before; 0 at rest. */
  speed: number;
  flung: boolean;
}

export const AT_REST: ScrollSpeed = { offset: 0, at: 0, speed: 0, flung: false };

/**
 * The state after the virtualizer reports `offset` at `at` (ms). A fling takes two fast reports
 * in a row, so a single jump (to a deep link's row, to the end of the list) is never one, and two
 * slow ones to end, so a stall of one frame (the list's end waiting for its next page) does not
 * draw every row in full between two fast frames; a report with `scrolling` false (no scroll
 * event for a moment) ends it at once.
 */
export function nextScrollSpeed(previous: ScrollSpeed, offset: number, at: number, scrolling: boolean): ScrollSpeed {
  if (!scrolling)
    return previous.speed === 0 && !previous.flung && previous.offset === offset
      ? previous
      : { offset, at, speed: 0, flung: false };
  if (offset === previous.offset) return previous;
  const elapsed = at - previous.at;
  const speed = elapsed > 0 ? Math.abs(offset - previous.offset) / elapsed : Number.POSITIVE_INFINITY;
  const flung = previous.flung
    ? speed >= SETTLE_PX_PER_MS || previous.speed >= SETTLE_PX_PER_MS
    : speed > FLING_PX_PER_MS && previous.speed > FLING_PX_PER_MS;
  return { offset, at, speed, flung };
}
