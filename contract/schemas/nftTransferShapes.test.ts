import { describe, expect, it } from 'vitest';
import { nftTransfersPage } from './evm';
import { A, H } from './shapeBuilders';

/**
 * The variations real answers carry (docs/interface.md and fixtures/real/) for NFT transfer
 * pages: each must
 * parse, and each list item that still fails is kept aside, not fatal.
 */

const transfer = (over: Record<string, unknown> = {}) => ({
  token_address: A('4'),
  token_id: '1',
  from_address: A('0'),
  to_address: A('1'),
  value: '0',
  amount: '1',
  contract_type: 'ERC721',
  block_number: '100',
  block_timestamp: '2026-11-20T11:00:00',
  block_hash: H('b'),
  transaction_hash: H('a'),
  transaction_type: 'Single',
  transaction_index: '0',
  log_index: '0',
  operator: null,
  possible_spam: 'false',
  verified_collection: 'false',
  ...over,
});

describe('NFT transfers', () => {
  it.each([
    [
      'booleans and numbers, verified and transfer_index',
      transfer({
        possible_spam: true,
        verified_collection: false,
        transaction_index: 3,
        log_index: 7,
        verified: 1,
        transfer_index: [100, 3, 7, 0],
      }),
      true,
    ],
    ['boolean-like text', transfer({ possible_spam: 'True' }), true],
    [
      'an unknown contract_type and transaction_type',
      transfer({ contract_type: 'ERC404', transaction_type: 'Mint', possible_spam: 'unknown' }),
      false,
    ],
  ])('%s', (_name, item, spam) => {
    const parsed = nftTransfersPage.parse({
      page: 1,
      page_size: 100,
      cursor: '',
      result: [item],
      block_exists: true,
      index_complete: true,
    });
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.result[0]?.possible_spam).toBe(spam);
  });
});
