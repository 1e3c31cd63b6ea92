// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('afterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the next frame, in a task of its own', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const callback = vi.fn();
    afterPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame or between the frame and the task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
