import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nativeTransaction,
  nftTransfer,
  nftTransfersPage,
  verboseTransaction,
  walletTransactionsPage,
} from '../../contract/schemas/evm';
import { z } from '../../contract/schemas/zod';
import { findEvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS, DEMO_WALLETS } from '../catalog';
import { startTestStandin, TEST_NOW, type TestStandin } from '../test-helpers';
import { headBlock, timelineOf } from './blocks';
import { walk } from './walk';

/** Full cursor walks: no duplicate, no gap, order and range respected, last cursor null. */

const ETH_HEAD = headBlock(timelineOf(findEvmChain('eth')!), TEST_NOW);

type Row = Record<string, unknown>;
const blockOf = (row: Row) => Number(row.block_number);
const walletKey = (row: Row) => String(row.hash);
const nftKey = (row: Row) => JSON.stringify(row);

async function checkWalk(
  s: TestStandin,
  path: string,
  limit: number,
  key: (row: Row) => string,
  range?: [number, number],
) {
  const sep = path.includes('?') ? '&' : '?';
  const desc = await walk(s, `${path}${sep}limit=${limit}`);
  const asc = await walk(s, `${path}${sep}limit=${limit}&order=asc`);
  const full = await walk(s, `${path}${sep}limit=100`);
  for (const { pages } of [desc, asc, full]) {
    expect(pages.at(-1)!.cursor).toBeNull();
    pages.forEach((page, n) => expect(Number(page.page)).toBe(n));
    pages.slice(0, -1).forEach((page) => expect((page.result as Row[]).length).toBe(Number(page.page_size)));
  }
  // Same rows whatever the page size; ASC is exactly DESC reversed (so nothing skipped or repeated).
  expect(desc.rows.map(key)).toEqual(full.rows.map(key));
  expect(asc.rows.map(key)).toEqual([...desc.rows].reverse().map(key));
  const blocks = desc.rows.map(blockOf);
  for (let i = 1; i < blocks.length; i += 1) expect(blocks[i]).toBeLessThanOrEqual(blocks[i - 1]!);
  if (range) for (const b of blocks) expect(b >= range[0] && b <= range[1]).toBe(true);
  return desc.rows;
}

describe('cursor walks', () => {
  let s: TestStandin;
  beforeAll(async () => {
    s = await startTestStandin();
  });
  afterAll(async () => s.close());

  it('walks the busy wallet over a block range, both orders, with unique hashes', async () => {
    const range: [number, number] = [ETH_HEAD - 7200 * 2, ETH_HEAD - 7200];
    const rows = await checkWalk(
      s,
      `/evm/api/v2.2/${DEMO_WALLETS.busy.address}?from_block=${range[0]}&to_block=${range[1]}`,
      37,
      walletKey,
      range,
    );
    expect(rows.length).toBeGreaterThan(60);
    expect(new Set(rows.map(walletKey)).size).toBe(rows.length);
    for (const row of rows) z.array(nativeTransaction).parse([row]);
  });

  it('walks whole small wallets and the verbose endpoint', async () => {
    const polygon = await checkWalk(s, `/evm/api/v2.2/${DEMO_WALLETS.polygon.address}?chain=polygon`, 64, walletKey);
    expect(polygon).toHaveLength(350);
    const quiet = await checkWalk(s, `/evm/api/v2.2/${DEMO_WALLETS.quiet.address}/verbose`, 5, walletKey);
    expect(quiet).toHaveLength(12);
    z.array(verboseTransaction).parse(quiet);
    await checkWalk(s, `/evm/api/v2.2/${DEMO_WALLETS.cronos.address}?chain=0x19`, 40, walletKey);
  });

  it('walks date ranges like the equivalent block ranges (dates as ISO and unix seconds)', async () => {
    const from = '2026-11-18T00:00:00Z';
    const to = '2026-11-18T06:00:00.000Z';
    const byIso = await walk(s, `/evm/api/v2.2/${DEMO_WALLETS.busy.address}?from_date=${from}&to_date=${to}&limit=50`);
    const bySeconds = await walk(
      s,
      `/evm/api/v2.2/${DEMO_WALLETS.busy.address}?from_date=${Date.parse(from) / 1000}&to_date=${Date.parse(to) / 1000}&limit=50`,
    );
    expect(bySeconds.rows).toEqual(byIso.rows);
    for (const row of byIso.rows) {
      const t = Date.parse(String(row.block_timestamp));
      expect(t >= Date.parse(from) && t <= Date.parse(to)).toBe(true);
    }
    // A block bound wins over a date bound on the same side.
    const blockWins = await s.getJson(
      `/evm/api/v2.2/${DEMO_WALLETS.busy.address}?to_date=2020-01-01T00:00:00Z&to_block=${ETH_HEAD}&limit=1`,
    );
    expect(walletTransactionsPage.parse(blockWins.body).result).toHaveLength(1);
  });

  it('walks NFT contracts: ERC721 and ERC1155 over ranges, polygon whole range', async () => {
    const range: [number, number] = [ETH_HEAD - 7200 * 3, ETH_HEAD];
    const erc721 = await checkWalk(
      s,
      `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc721.address}/transfers?from_block=${range[0]}`,
      33,
      nftKey,
      range,
    );
    const erc1155 = await checkWalk(
      s,
      `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc1155.address}/transfers?from_block=${range[0]}&format=hex`,
      30,
      nftKey,
      range,
    );
    expect(erc721.length).toBeGreaterThan(50);
    expect(erc1155.some((row) => row.transaction_type === 'Batch')).toBe(true);
    for (const row of erc1155) expect(String(row.token_id)).toMatch(/^0x[0-9a-f]+$/);
    z.array(nftTransfer).parse([...erc721, ...erc1155]);
    const firstWeek = await checkWalk(
      s,
      `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.polygon721.address}/transfers?chain=polygon&to_date=2025-03-03T00:00:00Z`,
      100,
      nftKey,
    );
    expect(firstWeek.every((row) => row.from_address === '0x0000000000000000000000000000000000000000')).toBe(true);
  });

  it('keeps ERC721 ownership consistent: each transfer starts from the previous owner', async () => {
    const { rows } = await walk(
      s,
      `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.polygon721.address}/transfers?chain=polygon&order=ASC&to_date=2025-07-01T00:00:00Z`,
    );
    const owner = new Map<string, string>();
    for (const row of rows) {
      const id = String(row.token_id);
      const expected = owner.get(id) ?? '0x0000000000000000000000000000000000000000';
      expect(row.from_address).toBe(expected);
      owner.set(id, String(row.to_address));
    }
    expect(owner.size).toBe(2000);
  });

  it('answers an empty page with a null cursor for empty wallets, unknown contracts and future ranges', async () => {
    const empty = walletTransactionsPage.parse((await s.getJson(`/evm/api/v2.2/${DEMO_WALLETS.empty.address}`)).body);
    expect(empty).toMatchObject({ cursor: null, result: [] });
    const future = nftTransfersPage.parse(
      (
        await s.getJson(
          `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc721.address}/transfers?from_block=${ETH_HEAD + 10}&to_block=${ETH_HEAD + 20}`,
        )
      ).body,
    );
    expect(future).toMatchObject({ cursor: null, result: [], block_exists: false });
    const unknown = nftTransfersPage.parse(
      (await s.getJson(`/evm/api/v2.2/nft/0x3333333333333333333333333333333333333333/transfers`)).body,
    );
    expect(unknown).toMatchObject({ cursor: null, result: [], block_exists: true });
  });

  it('freezes a walk at its first request: new blocks do not shift later pages', async () => {
    const first = walletTransactionsPage.parse(
      (await s.getJson(`/evm/api/v2.2/${DEMO_WALLETS.busy.address}?limit=10`)).body,
    );
    const second = (await s.getJson(`/evm/api/v2.2/${DEMO_WALLETS.busy.address}?cursor=${first.cursor}`)).body;
    await s.control('POST', '/clock', { advanceMs: 3_600_000 });
    try {
      expect((await s.getJson(`/evm/api/v2.2/${DEMO_WALLETS.busy.address}?cursor=${first.cursor}`)).body).toEqual(
        second,
      );
    } finally {
      await s.control('POST', '/reset');
    }
  });
});
