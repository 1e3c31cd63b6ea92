import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBBlock, chainBCoins } from '../../contract/schemas/chainB';
import { failedDeliveryLogsPage } from '../../contract/schemas/streams';
import { headAt } from '../chainB/heights';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';

/**
 * Aptos and streams through the real stand-in (startStandin): over HTTP, behind the framework's
 * X-API-Key check, with the clock moved by the control API. Covers both plugins' mounting.
 */

const APT_HASH = '91ceb1308a98389691e05158b07ed5f079ab78461a6bb8d5a4054b1bb5cb8bb6';

describe('Aptos and streams through startStandin', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin({ apiKey: 'k-chainb-streams' });
  });
  afterAll(async () => s.close());

  it('serves Aptos blocks and coins under /chain-b with the key', async () => {
    const head = headAt(TEST_NOW);
    const block = await s.getJson(`/chain-b/blocks/${head}?with_transactions=true`);
    expect(block.status).toBe(200);
    expect(chainBBlock.parse(block.body).block_height).toBe(String(head));
    expect((await s.getJson(`/chain-b/blocks/${head + 1}`)).status).toBe(404);

    // Through a real HTTP parser: the bracket form arrives as its own key.
    const coins = await s.getJson(`/chain-b/coins?coin_type_hashes[]=0x${APT_HASH}`);
    expect(coins.status).toBe(200);
    expect(chainBCoins.parse(coins.body).items.map((coin) => coin.symbol)).toEqual(['APT']);
    const bad = await s.getJson('/chain-b/coins?coin_type_hashes=nope');
    expect(bad).toEqual({
      status: 400,
      body: { statusCode: '400', message: [expect.any(String)], error: 'Bad Request' },
    });
    expect((await s.get('/chain-b/blocks/1', { key: null })).status).toBe(401);
  });

  it('serves the failure log under /streams and follows the control clock', async () => {
    const first = await s.getJson('/streams/history/logs?limit=10');
    expect(first.status).toBe(200);
    const page = failedDeliveryLogsPage.parse(first.body);
    expect(page.result).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(10_000);
    const next = await s.getJson(`/streams/history/logs?limit=10&cursor=${encodeURIComponent(page.cursor ?? '')}`);
    const nextTop = failedDeliveryLogsPage.parse(next.body).result[0]?.createdAt ?? '';
    expect(Date.parse(nextTop)).toBeLessThanOrEqual(Date.parse(page.result[9]?.createdAt ?? ''));

    await s.control('POST', '/clock', { advanceMs: 2 * 3_600_000 });
    try {
      const later = failedDeliveryLogsPage.parse((await s.getJson('/streams/history/logs?limit=10')).body);
      expect(Date.parse(later.result[0]?.createdAt ?? '')).toBeGreaterThan(TEST_NOW);
      const headLater = headAt(TEST_NOW + 2 * 3_600_000);
      expect((await s.getJson(`/chain-b/blocks/${headLater}`)).status).toBe(200);
    } finally {
      await s.control('POST', '/reset');
    }
    expect((await s.getJson('/streams/history/logs')).status).toBe(400);
  });
});
