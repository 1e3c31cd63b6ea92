// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './useSettledValue';

describe('useSettledValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once and a new one only after it has stayed put for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 100), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(60));
    expect(result.current).toBe('a');
    // A burst: every change restarts the wait, and only the last value is drawn.
    rerender({ value: 'c' });
    act(() => vi.advanceTimersByTime(60));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('c');
  });

  it('drops a pending value when the input returns to the settled one', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 100), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    rerender({ value: 1 });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(1);
  });
});
