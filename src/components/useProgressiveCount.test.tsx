// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './useProgressiveCount';

describe('useProgressiveCount', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('draws the first items at once, then a step per frame until all, and never fewer later', () => {
    const hook = renderHook(({ total }) => useProgressiveCount(total, { first: 4, step: 3 }), {
      initialProps: { total: 10 },
    });
    expect(hook.result.current).toBe(4);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(7);
    act(() => vi.advanceTimersByTime(100));
    expect(hook.result.current).toBe(10);
    // A new list of the same length is drawn whole at once: nothing on screen shrinks.
    hook.rerender({ total: 9 });
    expect(hook.result.current).toBe(9);
    hook.rerender({ total: 10 });
    expect(hook.result.current).toBe(10);
  });

  it('draws at least `atLeast` items at once (a deep-linked row)', () => {
    const hook = renderHook(() => useProgressiveCount(50, { first: 4, step: 3, atLeast: 30 }));
    expect(hook.result.current).toBe(30);
  });

  it('starts again from `first` when `restart` changes', () => {
    const frames = () => {
      for (let frame = 0; frame < 5; frame += 1) act(() => vi.advanceTimersByTime(20));
    };
    const hook = renderHook(({ restart }) => useProgressiveCount(10, { first: 4, step: 3, restart }), {
      initialProps: { restart: 0 },
    });
    frames();
    expect(hook.result.current).toBe(10);
    hook.rerender({ restart: 1 });
    expect(hook.result.current).toBe(4);
    frames();
    expect(hook.result.current).toBe(10);
  });

  it('draws a short list whole', () => {
    const hook = renderHook(() => useProgressiveCount(2, { first: 16, step: 8 }));
    expect(hook.result.current).toBe(2);
  });
});
