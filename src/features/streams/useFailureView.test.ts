// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ago, NOW, row } from '../../../contract/pages/streams/fixtures';
import { parseStreamsSearch } from '../../../contract/pages/streams/search';
import { resolveView } from '../../../contract/pages/streams/view';
import { useFailureView } from './useFailureView';

const MINUTE = 60_000;

describe('useFailureView with delivered logs', () => {
  it('lists a delivered log but counts it in no failure total, top list or chart row', () => {
    const rows = [
      row({ id: 'a', createdAt: ago(2 * MINUTE), errorMessage: 'timeout' }),
      row({
        id: 'b',
        createdAt: ago(5 * MINUTE),
        deliveryStatus: 'success',
        retries: 1,
        errorMessage: 'refused',
        streamId: 'stream-b',
      }),
      row({ id: 'c', createdAt: ago(3 * 60 * MINUTE), errorMessage: 'timeout' }),
    ];
    const view = resolveView(parseStreamsSearch({}));
    const { result } = renderHook(() => useFailureView(rows, view, NOW, new Set(), true));
    expect(result.current.filtered.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(result.current.failing.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(result.current.summary).toMatchObject({ lastHour: 1, lastDay: 2 });
    expect(result.current.summary.topErrors.map((entry) => [entry.label, entry.count])).toEqual([['timeout', 2]]);
    expect(result.current.summary.topStreams.map((entry) => entry.key)).toEqual(['stream-a']);
  });
});
