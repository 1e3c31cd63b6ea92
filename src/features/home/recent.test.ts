// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { addRecent, removeRecent } from './recent';
import { clearRecent, MAX_RECENT, useStoredRecentCount } from './recentStorage';

const KEY = 'chainboard:recent-lookups';
const read = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as { value: string }[];

describe('recent lookups', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, moves a repeat to the top, and keeps at most 10', () => {
    for (let i = 0; i < 12; i++) addRecent({ destination: 'block', value: String(i) }, i);
    addRecent({ destination: 'block', value: '5' }, 100);
    const values = read().map((item) => item.value);
    expect(values).toHaveLength(MAX_RECENT);
    expect(values.slice(0, 3)).toEqual(['5', '11', '10']);
    expect(values.filter((v) => v === '5')).toHaveLength(1);
  });

  it('tells the same value on different chains apart', () => {
    addRecent({ destination: 'wallet', value: '0xabc', chain: 'eth' });
    addRecent({ destination: 'wallet', value: '0xabc', chain: 'polygon' });
    expect(read()).toHaveLength(2);
    removeRecent({ destination: 'wallet', value: '0xabc', chain: 'eth' });
    expect(read()).toEqual([expect.objectContaining({ chain: 'polygon' })]);
    clearRecent();
    expect(read()).toEqual([]);
  });

  it('ignores malformed stored data instead of failing', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ destination: 'evil', value: 'x', at: 1 }, 'junk', { destination: 'coin', value: 'ok', at: 2 }]),
    );
    addRecent({ destination: 'block', value: '1' }, 3);
    expect(read().map((item) => item.value)).toEqual(['1', 'ok']);
    localStorage.setItem(KEY, '{not json');
    addRecent({ destination: 'block', value: '2' }, 4);
    expect(read().map((item) => item.value)).toEqual(['2']);
  });
});

describe('the stored count the home page draws before the list loads', () => {
  beforeEach(() => localStorage.clear());

  it.each<[string | null, number]>([
    [null, 0],
    ['[]', 0],
    ['{not json', 0],
    ['"a string"', 0],
    [JSON.stringify([{ destination: 'block', value: '1', at: 1 }, 'junk']), 2],
    [
      JSON.stringify(Array.from({ length: 15 }, (_, at) => ({ destination: 'block', value: String(at), at }))),
      MAX_RECENT,
    ],
  ])('%s -> %s', (text, count) => {
    if (text !== null) localStorage.setItem(KEY, text);
    expect(renderHook(() => useStoredRecentCount()).result.current).toBe(count);
  });

  it('follows additions and clearing in this tab', () => {
    const { result } = renderHook(() => useStoredRecentCount());
    expect(result.current).toBe(0);
    act(() => addRecent({ destination: 'block', value: '7' }, 1));
    expect(result.current).toBe(1);
    act(() => clearRecent());
    expect(result.current).toBe(0);
  });
});
