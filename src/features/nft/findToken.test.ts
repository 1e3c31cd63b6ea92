import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { NftTransfer } from '../../../contract/schemas/evm';
import { UNPACED, type Pacer } from '../export/pacer';
import { findToken, type ChargedFetch } from './findToken';

const HASH = `0x${'ab'.repeat(32)}`;
const CONTRACT = '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b';

function transfer(tokenId: string, block: number, to: string, logIndex: string | null = '0'): NftTransfer {
  return {
    token_address: CONTRACT,
    token_id: tokenId,
    from_address: null,
    from_address_entity: null,
    from_address_entity_logo: null,
    from_address_label: null,
    to_address: to,
    to_address_entity: null,
    to_address_entity_logo: null,
    to_address_label: null,
    value: null,
    amount: '1',
    contract_type: 'ERC721',
    block_number: String(block),
    block_timestamp: '2026-11-20T00:00:00.000Z',
    block_hash: null,
    transaction_hash: HASH,
    transaction_type: null,
    transaction_index: '0',
    log_index: logIndex,
    operator: null,
    possible_spam: false,
    verified_collection: null,
  } as NftTransfer;
}

/** Pages newest first; page i's cursor leads to page i + 1. */
function pages(list: NftTransfer[][], { cached = new Set<number>() } = {}) {
  const asked: (string | null)[] = [];
  const fetchPage: ChargedFetch = async (cursor) => {
    asked.push(cursor);
    const index = cursor === null ? 0 : Number(cursor);
    return {
      rows: list[index]!,
      cursor: index + 1 < list.length ? String(index + 1) : null,
      charged: !cached.has(index),
    };
  };
  return { fetchPage, asked };
}

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const run = (fetchPage: ChargedFetch, mode: 'holder' | 'history', extra: { maxCalls?: number; pacer?: Pacer } = {}) =>
  findToken({
    fetchPage,
    tokenId: '4658',
    mode,
    signal: new AbortController().signal,
    maxCalls: extra.maxCalls ?? 100,
    pacer: extra.pacer ?? UNPACED,
    costPerCall: 50,
  });

describe('findToken', () => {
  it('holder: stops at the first page with the id and takes its newest transfer, hex ids included', async () => {
    const { fetchPage, asked } = pages([
      [transfer('1', 30, A)],
      [transfer('0x1232', 20, A, '1'), transfer('4658', 20, B, '5'), transfer('4658', 19, A)],
      [transfer('4658', 10, A)],
    ]);
    const result = await run(fetchPage, 'holder');
    expect(result.matches.map((t) => [t.block_number, t.to_address])).toEqual([['20', B]]);
    expect(result).toMatchObject({ calls: 2, scanned: 4, capped: false, exhausted: false });
    expect(asked).toEqual([null, '1']);
  });

  it('history: keeps every transfer of the id to the end of the range, newest first', async () => {
    const { fetchPage } = pages([[transfer('4658', 30, A)], [transfer('7', 20, A)], [transfer('4658', 10, B)]]);
    const result = await run(fetchPage, 'history');
    expect(result.matches.map((t) => t.block_number)).toEqual(['30', '10']);
    expect(result).toMatchObject({ calls: 3, scanned: 3, exhausted: true, capped: false });
  });

  it('stops at the cap of calls, and pages from the cache count no call', async () => {
    const list = Array.from({ length: 10 }, (_, i) => [transfer('1', 100 - i, A)]);
    const capped = await run(pages(list).fetchPage, 'holder', { maxCalls: 3 });
    expect(capped).toMatchObject({ matches: [], calls: 3, capped: true });
    const cached = await run(pages(list, { cached: new Set([0, 1]) }).fetchPage, 'holder', { maxCalls: 3 });
    expect(cached).toMatchObject({ calls: 3, scanned: 5, capped: true });
  });

  it('waits out a 429 and asks the same page again, and gives up after five in a row', async () => {
    let refusals = 1;
    const spent: string[] = [];
    const pacer: Pacer = {
      delayFor: () => 0,
      spend: () => spent.push('spend'),
      exhausted: () => spent.push('exhausted'),
    };
    const fetchPage: ChargedFetch = async () => {
      if (refusals-- > 0) throw new ApiError('rate-limited', 'Too many calls', 429, 0);
      return { rows: [transfer('4658', 5, A)], cursor: null, charged: true };
    };
    const result = await run(fetchPage, 'holder', { pacer });
    expect(result.matches).toHaveLength(1);
    expect(spent).toEqual(['exhausted', 'spend']);

    const always: ChargedFetch = async () => {
      throw new ApiError('rate-limited', 'Too many calls', 429, 0);
    };
    await expect(run(always, 'history')).rejects.toThrow('Too many calls');
  });

  it('never loops on a repeated cursor', async () => {
    const fetchPage: ChargedFetch = async () => ({ rows: [], cursor: 'same', charged: true });
    await expect(run(fetchPage, 'history')).rejects.toThrow(/repeated a page cursor/);
  });
});
