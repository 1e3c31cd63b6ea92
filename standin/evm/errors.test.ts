import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/schemas/common';
import { DEMO_NFT_CONTRACTS, DEMO_WALLETS } from '../catalog';
import { startStandin } from '../index';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';

const busy = `/evm/api/v2.2/${DEMO_WALLETS.busy.address}`;
const nft = `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc721.address}/transfers`;

describe('EVM errors and cursors', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin();
  });
  afterAll(async () => s.close());

  async function expect400(path: string, pattern: RegExp) {
    const { status, body } = await s.getJson(path);
    expect(status, path).toBe(400);
    const parsed = errorBody.parse(body);
    expect(parsed.message, path).toMatch(pattern);
  }

  it('answers 400 with a message for every bad parameter', async () => {
    await expect400('/evm/api/v2.2/0x123', /Invalid address/);
    await expect400('/evm/api/v2.2/nft/not-an-address/transfers', /Invalid address/);
    await expect400(`${busy}?chain=solana`, /Invalid chain/);
    await expect400(`${busy}?chain=0x999999`, /Invalid chain/);
    await expect400(`${busy}?from_date=yesterday`, /Invalid from_date/);
    await expect400(`${busy}?to_date=2024-13-45`, /Invalid to_date/);
    await expect400(`${busy}?limit=0`, /limit/);
    await expect400(`${busy}?limit=101`, /limit/);
    await expect400(`${busy}?limit=ten`, /limit/);
    await expect400(`${busy}?order=sideways`, /order/);
    await expect400(`${busy}?from_block=-5`, /from_block/);
    await expect400(`${busy}?from_block=200&to_block=100`, /range is empty/);
    await expect400(`${busy}?include=logs`, /include/);
    await expect400(
      `/evm/api/v2.2/${DEMO_WALLETS.cronos.address}?chain=cronos&include=internal_transactions`,
      /not available on cronos/,
    );
    await expect400(`${nft}?format=octal`, /format/);
  });

  it('accepts chain names and hex ids in any case, and limit/order defaults', async () => {
    const byName = await s.getJson(`${busy}?chain=ETH&limit=3`);
    const byHex = await s.getJson(`${busy}?chain=0x01&limit=3`);
    expect(byName.status).toBe(200);
    expect((byName.body as { result: unknown[] }).result).toEqual((byHex.body as { result: unknown[] }).result);
    const defaults = (await s.getJson(busy)).body as { page_size: number; result: { block_number: string }[] };
    expect(defaults.page_size).toBe(100);
    expect(Number(defaults.result[0]!.block_number)).toBeGreaterThan(Number(defaults.result[1]!.block_number));
  });

  it('rejects tampered cursors and cursors of another query', async () => {
    const first = (await s.getJson(`${busy}?limit=5`)).body as { cursor: string };
    const [payload, mac] = first.cursor.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p: number };
    const forged = Buffer.from(JSON.stringify({ ...decoded, p: decoded.p - 1000 })).toString('base64url');
    await expect400(`${busy}?cursor=${forged}.${mac}`, /Invalid cursor/);
    await expect400(`${busy}?cursor=${payload}.${mac.slice(0, -1)}x`, /Invalid cursor/);
    await expect400(`${busy}?cursor=garbage`, /Invalid cursor/);
    await expect400(`${busy}/verbose?cursor=${first.cursor}`, /another query/);
    await expect400(`/evm/api/v2.2/${DEMO_WALLETS.quiet.address}?cursor=${first.cursor}`, /another query/);
    await expect400(`${busy}?chain=polygon&cursor=${first.cursor}`, /another query/);
    await expect400(`${nft}?cursor=${first.cursor}`, /another query/);
    // The same cursor with the matching chain, or with other params that it overrides, is fine.
    expect((await s.getJson(`${busy}?chain=0x1&limit=50&cursor=${first.cursor}`)).status).toBe(200);
  });

  it('signs cursors with the key: a cursor from another key is rejected', async () => {
    const other = await startTestStandin({ apiKey: 'other-key' });
    try {
      const first = (await s.getJson(`${busy}?limit=5`)).body as { cursor: string };
      const response = await other.get(`${busy}?cursor=${first.cursor}`);
      expect(response.status).toBe(400);
    } finally {
      await other.close();
    }
  });
});

describe('determinism', () => {
  it('answers identical bytes from two separate starts', async () => {
    const a = await startStandin({ now: TEST_NOW });
    const b = await startStandin({ now: TEST_NOW });
    try {
      const paths = [
        `${busy}/verbose?limit=20&include=internal_transactions`,
        `${busy}?from_date=2026-01-01&limit=7`,
        `${nft}?limit=30&format=hex`,
        `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc1155.address}/transfers?limit=30`,
        `/evm/api/v2.2/erc20/${'0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'}/price?include=percent_change`,
        `/evm/api/v2.2/0x4444444444444444444444444444444444444444?chain=arbitrum`,
      ];
      for (const path of paths) {
        const [ta, tb] = await Promise.all(
          [a, b].map(async (st) => {
            const response = await fetch(`${st.baseUrl}${path}`, { headers: { 'x-api-key': 'demo' } });
            // Logo URLs carry each server's own origin; everything else must match byte for byte.
            return (await response.text()).replaceAll(st.baseUrl, 'ORIGIN');
          }),
        );
        expect(ta, path).toBe(tb);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
