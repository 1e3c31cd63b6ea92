// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingValue } from './usePendingValue';

describe('usePendingValue', () => {
  it('shows the chosen value until the committed value changes', () => {
    const { result, rerender } = renderHook(({ committed }) => usePendingValue(committed), {
      initialProps: { committed: false },
    });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender({ committed: true });
    expect(result.current[0]).toBe(true);
    // The URL moves on by itself (back button): the URL wins.
    rerender({ committed: false });
    expect(result.current[0]).toBe(false);
  });

  it('drops the chosen value when the navigation fails', async () => {
    const { result } = renderHook(() => usePendingValue(false));
    act(() => result.current[1](true));
    await act(async () => {
      result.current[2](Promise.reject(new Error('blocked')));
      await Promise.resolve();
    });
    expect(result.current[0]).toBe(false);
  });
});
