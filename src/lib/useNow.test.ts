// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { touchNow, useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('shares one timer per interval and stops it with the last reader', () => {
    const a = renderHook(() => useNow(5_000));
    const b = renderHook(() => useNow(5_000));
    const c = renderHook(() => useNow(15_000));
    expect(vi.getTimerCount()).toBe(2);
    a.unmount();
    b.unmount();
    expect(vi.getTimerCount()).toBe(1);
    c.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks on its interval, and at once on touchNow', () => {
    const fast = renderHook(() => useNow(5_000));
    const slow = renderHook(() => useNow(15_000));
    expect(fast.result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(fast.result.current).toBe(1_005_000);
    expect(slow.result.current).toBe(1_000_000);
    vi.setSystemTime(1_007_000);
    act(() => touchNow());
    expect(fast.result.current).toBe(1_007_000);
    expect(slow.result.current).toBe(1_007_000);
    fast.unmount();
    slow.unmount();
  });

  it('draws a new reader once: subscribing does not move the clock (no second render per timestamp)', () => {
    const earlier = renderHook(() => useNow(15_000));
    earlier.unmount();
    // No timer runs now; the clock's reading is older than one interval.
    vi.setSystemTime(1_040_000);
    let renders = 0;
    const reader = renderHook(() => {
      renders += 1;
      return useNow(15_000);
    });
    expect(reader.result.current).toBe(1_040_000);
    expect(renders).toBe(1);
    act(() => vi.advanceTimersByTime(15_000));
    expect(reader.result.current).toBe(1_055_000);
    reader.unmount();
  });

  it('does not tick when disabled', () => {
    const off = renderHook(() => useNow(15_000, false));
    expect(vi.getTimerCount()).toBe(0);
    off.unmount();
  });
});
