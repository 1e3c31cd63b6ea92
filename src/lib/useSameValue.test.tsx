// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameValue } from './useSameValue';

describe('useSameValue', () => {
  it('keeps the first object while an equal one comes, and takes a different one at once', () => {
    const first = { address: '0xab', range: { limit: 100, trail: [] as string[] } };
    const { result, rerender } = renderHook(({ value }) => useSameValue(value), { initialProps: { value: first } });
    rerender({ value: { address: '0xab', range: { limit: 100, trail: [] } } });
    expect(result.current).toBe(first);
    const other = { address: '0xab', range: { limit: 25, trail: [] as string[] } };
    rerender({ value: other });
    expect(result.current).toBe(other);
    rerender({ value: { address: '0xab', range: { limit: 25, trail: [] } } });
    expect(result.current).toBe(other);
  });

  it('compares bigints (block bounds) by value', () => {
    const first = { fromBlock: 100n };
    const { result, rerender } = renderHook(({ value }) => useSameValue(value), { initialProps: { value: first } });
    rerender({ value: { fromBlock: 100n } });
    expect(result.current).toBe(first);
    rerender({ value: { fromBlock: 101n } });
    expect(result.current).toEqual({ fromBlock: 101n });
  });
});
