import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import type { FailedDeliveryLogsPage } from '../../contract/schemas/streams';
import { loadAllFailedLogs, type FailedLogsPageParams } from './streams';

function fakeService(totalRows: number) {
  const calls: FailedLogsPageParams[] = [];
  const fetchPage = vi.fn(async (params: FailedLogsPageParams): Promise<FailedDeliveryLogsPage> => {
    calls.push(params);
    const start = params.cursor ? Number(params.cursor) : 0;
    const end = Math.min(totalRows, start + params.limit);
    const result = Array.from({ length: end - start }, (_, i) => ({
      id: `id-${start + i}`,
      streamId: 's',
      chain: '0x1',
      webhookUrl: 'https://x',
      tag: 't',
      retries: 0,
      deliveryStatus: 'failed',
      blockNumber: 1,
      errorMessage: 'e',
      type: 'evm',
      createdAt: '2026-11-20T00:00:00Z',
    }));
    return { result, unreadable: [], cursor: end < totalRows ? String(end) : null, total: totalRows };
  });
  return { fetchPage, calls };
}

describe('loadAllFailedLogs', () => {
  it.each([
    // rows in the service, cap, already loaded, start cursor -> loaded, capped, calls
    [250, 10_000, 0, null, 250, false, 3],
    [1_000, 500, 0, null, 500, true, 5],
    [1_000, 500, 100, '100', 400, true, 4],
    [0, 100, 0, null, 0, false, 1],
  ])('%s rows, cap %s, %s already', async (rows, cap, already, cursor, loaded, capped, calls) => {
    const service = fakeService(rows);
    const progress: number[] = [];
    const result = await loadAllFailedLogs({
      cap,
      alreadyLoaded: already,
      cursor,
      fetchPage: service.fetchPage,
      onProgress: (p) => progress.push(p.loaded),
    });
    expect(result.logs).toHaveLength(loaded);
    expect(result.capped).toBe(capped);
    expect(service.calls).toHaveLength(calls);
    expect(service.calls.every((c) => c.limit === 100)).toBe(true);
    expect(progress.at(-1) ?? 0).toBe(already + loaded);
    expect(new Set(result.logs.map((l) => l.id)).size).toBe(loaded);
  });

  it('stops when asked', async () => {
    const service = fakeService(1_000);
    const result = await loadAllFailedLogs({
      fetchPage: service.fetchPage,
      stopWhen: (page) => page.result.some((l) => l.id === 'id-150'),
    });
    expect(result.logs).toHaveLength(200);
    expect(result.cursor).toBe('200');
  });

  it('stops on abort, keeping nothing half-done', async () => {
    const service = fakeService(1_000);
    const controller = new AbortController();
    const walk = loadAllFailedLogs({
      fetchPage: service.fetchPage,
      signal: controller.signal,
      onPage: () => controller.abort(),
    });
    await expect(walk).rejects.toThrow();
    expect(service.calls).toHaveLength(1);
  });

  it('waits out a rate limit, then goes on', async () => {
    const service = fakeService(150);
    let failures = 1;
    const fetchPage = vi.fn(async (params: FailedLogsPageParams) => {
      if (params.cursor === '100' && failures-- > 0) throw new ApiError('rate-limited', 'slow down', 429, 0);
      return service.fetchPage(params);
    });
    const result = await loadAllFailedLogs({ fetchPage });
    expect(result.logs).toHaveLength(150);
  });

  it('throws an error retrying cannot fix at once', async () => {
    const fetchPage = vi.fn(async () => {
      throw new ApiError('invalid-input', 'bad cursor', 400);
    });
    await expect(loadAllFailedLogs({ fetchPage })).rejects.toMatchObject({ kind: 'invalid-input' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('gives up on a lasting upstream failure after three retries', async () => {
    const fetchPage = vi.fn(async () => {
      throw new ApiError('upstream', 'boom', 500, 0);
    });
    await expect(loadAllFailedLogs({ fetchPage })).rejects.toMatchObject({ kind: 'upstream' });
    expect(fetchPage).toHaveBeenCalledTimes(4);
  });
});
