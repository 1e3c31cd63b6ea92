import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStreamsSearch } from '../../../contract/pages/streams/search';
import { resolveView } from '../../../contract/pages/streams/view';
import { archiveProbeOptions } from './firstCall';

describe('archiveProbeOptions', () => {
  afterEach(() => vi.useRealTimers());

  it('asks as of the minute, as the first calls a deep link preloads do', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:34:56.789Z'));
    const view = resolveView(parseStreamsSearch({ window: '24h', stream: 'abc' }));
    expect(archiveProbeOptions(view).queryKey).toEqual(
      archiveProbeOptions(view, Date.parse('2026-11-26T12:34:01Z')).queryKey,
    );
  });
});
