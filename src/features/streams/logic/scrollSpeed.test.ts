import { describe, expect, it } from 'vitest';
import { AT_REST, nextScrollSpeed, type ScrollSpeed } from './scrollSpeed';

const FRAME = 16;

/** `frames` reports of a scroll moving `pxPerFrame` a frame, the first `gap` ms after `from`'s. */
function scroll(from: ScrollSpeed, pxPerFrame: number, frames: number, gap = FRAME): ScrollSpeed {
  let state = from;
  for (let frame = 0; frame < frames; frame += 1)
    state = nextScrollSpeed(state, state.offset + pxPerFrame, state.at + (frame === 0 ? gap : FRAME), true);
  return state;
}

/** The table at rest a second after page load. */
const rest = nextScrollSpeed(AT_REST, 0, 1_000, false);

describe('nextScrollSpeed', () => {
  it('calls a scroll of 40,000 px/s a fling from its third frame (the first is measured from rest)', () => {
    const second = scroll(rest, 640, 2, 500);
    expect(second.flung).toBe(false);
    expect(scroll(second, 640, 1).flung).toBe(true);
  });

  it('never calls reading speed or a single jump a fling', () => {
    expect(scroll(rest, 32, 60).flung).toBe(false); // 2,000 px/s
    expect(scroll(rest, 100_000, 1, 500).flung).toBe(false); // the list's end, at once
  });

  it('keeps the fling while it slows to half the starting speed, and through one slower frame', () => {
    const flung = scroll(rest, 640, 5, 500);
    expect(flung.flung).toBe(true);
    expect(scroll(flung, 120, 3).flung).toBe(true); // 7.5 px/ms
    const stalled = scroll(flung, 16, 1); // 1 px/ms: the list's end waits for its next page
    expect(stalled.flung).toBe(true);
    expect(scroll(stalled, 640, 1).flung).toBe(true);
  });

  it('ends the fling after two slow frames, or at rest', () => {
    const flung = scroll(rest, 640, 5, 500);
    expect(scroll(flung, 64, 2).flung).toBe(false); // 4 px/ms
    expect(nextScrollSpeed(flung, flung.offset, flung.at + 150, false).flung).toBe(false);
  });

  it('leaves the state as it is for a report that does not move', () => {
    const flung = scroll(rest, 640, 5, 500);
    expect(nextScrollSpeed(flung, flung.offset, flung.at + FRAME, true)).toBe(flung);
  });
});
