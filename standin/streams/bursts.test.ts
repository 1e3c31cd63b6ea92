import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failedDeliveryLogsPage, type FailedDeliveryLog } from '../../contract/schemas/streams';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';
import { HISTORY_MS, STREAMS } from './config';

let standin: TestStandin;
beforeEach(async () => {
  standin = await startTestStandin();
});
afterEach(async () => {
  await standin.close();
});

async function walk(): Promise<{ logs: FailedDeliveryLog[]; total: number }> {
  const logs: FailedDeliveryLog[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const { status, body } = await standin.getJson(
      `/streams/history/logs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(status).toBe(200);
    const page = failedDeliveryLogsPage.parse(body);
    logs.push(...page.result);
    total = page.total;
    cursor = page.cursor;
  } while (cursor);
  return { logs, total };
}

describe('POST /__control/streams/burst', () => {
  it('adds N failures of one stream now, at the top of the log, each once, counted in total', async () => {
    const before = await walk();
    const stream = STREAMS[2]!;
    expect(
      await standin.control('POST', '/streams/burst', { stream: stream.tag, count: 250, errorMessage: 'burst test' }),
    ).toEqual({
      added: 250,
      streamId: stream.id,
      createdAt: new Date(TEST_NOW).toISOString(),
    });
    const after = await walk();
    expect(after.total).toBe(before.total + 250);
    expect(after.logs.length).toBe(after.total);
    expect(new Set(after.logs.map((log) => log.id)).size).toBe(after.logs.length);
    const added = after.logs.filter((log) => log.errorMessage === 'burst test');
    expect(added).toHaveLength(250);
    expect(
      added.every(
        (log) =>
          log.streamId === stream.id && log.tag === stream.tag && log.createdAt === new Date(TEST_NOW).toISOString(),
      ),
    ).toBe(true);
    expect(stream.chains).toContain(added[0]!.chain);
    // Nothing older moved: the log without the burst is the log before it.
    expect(after.logs.filter((log) => log.errorMessage !== 'burst test').map((log) => log.id)).toEqual(
      before.logs.map((log) => log.id),
    );
  }, 120_000);

  it('is deterministic for a clock and a sequence of bursts, and leaves with the week', async () => {
    const top = async () =>
      failedDeliveryLogsPage
        .parse((await standin.getJson('/streams/history/logs?limit=5')).body)
        .result.map((log) => log.id);
    await standin.control('POST', '/streams/burst', { stream: STREAMS[0]!.id, count: 3 });
    const first = await top();
    await standin.control('POST', '/reset');
    await standin.control('POST', '/streams/burst', { stream: STREAMS[0]!.id, count: 3 });
    expect(await top()).toEqual(first);
    await standin.control('POST', '/clock', { advanceMs: HISTORY_MS + 60_000 });
    const later = await walk();
    expect(later.logs.some((log) => first.includes(log.id))).toBe(false);
  }, 120_000);

  it('refuses an unknown stream and a bad count', async () => {
    expect(await standin.control('POST', '/streams/burst', { stream: 'nope', count: 1 })).toMatchObject({
      message: expect.stringMatching(/no demo stream/),
    });
    expect(await standin.control('POST', '/streams/burst', { stream: STREAMS[0]!.tag, count: 0 })).toMatchObject({
      message: expect.stringMatching(/count/),
    });
  });
});
