import { describe, expect, it } from 'vitest';
import type { DecodedItem, Log } from '../../../contract/schemas/evm';
import type { ListedToken, TokenBook } from '../../lib/tokenList';
import { MAX_UINT256, paramHints, swapPairTokens, timeHint } from './decodeHints';

const USDC: ListedToken = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  logo: null,
};
const WETH: ListedToken = {
  address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  logo: null,
};
const book: TokenBook = new Map([
  [USDC.address, USDC],
  [WETH.address, WETH],
]);
const PAIR = '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc';
const ME = '0x00000000000000000000000000000000000000aa';

const item = (type: 'event' | 'function', label: string, params: [string, string, string][]): DecodedItem => ({
  type,
  label,
  signature: `${label}(${params.map(([, t]) => t).join(',')})`,
  params: params.map(([name, paramType, value]) => ({ name, type: paramType, value })),
});

describe('paramHints', () => {
  it('draws Transfer and Approval values in the emitting token, and an unlimited approval as such', () => {
    const transfer = item('event', 'Transfer', [
      ['from', 'address', ME],
      ['to', 'address', PAIR],
      ['value', 'uint256', '339352368'],
    ]);
    expect(paramHints(transfer, USDC.address.toUpperCase().replace('0X', '0x'), book)).toEqual([
      null,
      null,
      { kind: 'amount', token: USDC, unlimited: false },
    ]);
    const approval = item('event', 'Approval', [
      ['owner', 'address', ME],
      ['spender', 'address', PAIR],
      ['value', 'uint256', MAX_UINT256.toString()],
    ]);
    expect(paramHints(approval, USDC.address, book)[2]).toEqual({ kind: 'amount', token: USDC, unlimited: true });
  });
  it('leaves a contract the list does not know raw (an NFT Transfer, an unknown token)', () => {
    const nft = item('event', 'Transfer', [
      ['from', 'address', ME],
      ['to', 'address', PAIR],
      ['tokenId', 'uint256', '5'],
    ]);
    expect(paramHints(nft, '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b', book)).toEqual([null, null, null]);
    expect(paramHints(nft, USDC.address, null)).toEqual([null, null, null]);
  });
  it('Deposit and Withdrawal of WETH, and the calls transfer, approve and withdraw', () => {
    expect(
      paramHints(
        item('event', 'Deposit', [
          ['dst', 'address', ME],
          ['wad', 'uint256', '10'],
        ]),
        WETH.address,
        book,
      )[1],
    ).toMatchObject({ token: WETH });
    expect(
      paramHints(
        item('event', 'Withdrawal', [
          ['src', 'address', ME],
          ['wad', 'uint256', '10'],
        ]),
        WETH.address,
        book,
      )[1],
    ).toMatchObject({ token: WETH });
    expect(
      paramHints(
        item('function', 'transfer', [
          ['to', 'address', ME],
          ['amount', 'uint256', '1'],
        ]),
        USDC.address,
        book,
      )[1],
    ).toMatchObject({ token: USDC });
    expect(
      paramHints(
        item('function', 'approve', [
          ['spender', 'address', ME],
          ['amount', 'uint256', '1'],
        ]),
        USDC.address,
        book,
      )[1],
    ).toMatchObject({ token: USDC });
    expect(paramHints(item('function', 'withdraw', [['wad', 'uint256', '1']]), WETH.address, book)[0]).toMatchObject({
      token: WETH,
    });
  });
  it('a router swap: amountIn in the path’s first token, amountOutMin in its last, the deadline as a date', () => {
    const swap = item('function', 'swapExactTokensForTokens', [
      ['amountIn', 'uint256', '339352368'],
      ['amountOutMin', 'uint256', '108048600000000000'],
      ['path', 'address[]', `${USDC.address},${WETH.address}`],
      ['to', 'address', ME],
      ['deadline', 'uint256', '1763640000'],
    ]);
    const hints = paramHints(swap, '0x7a250d5630b4cf539739df2c5dacb4c659f2488d', book);
    expect(hints[0]).toMatchObject({ token: USDC });
    expect(hints[1]).toMatchObject({ token: WETH });
    expect(hints[2]).toBeNull();
    expect(hints[4]).toEqual({ kind: 'time', date: new Date('2025-11-20T12:00:00Z') });
  });
  it('a pool Swap: amount0 and amount1 in the pair’s tokens', () => {
    const swap = item('event', 'Swap', [
      ['sender', 'address', ME],
      ['amount0In', 'uint256', '339352368'],
      ['amount1In', 'uint256', '0'],
      ['amount0Out', 'uint256', '0'],
      ['amount1Out', 'uint256', '109140000000000000'],
      ['to', 'address', ME],
    ]);
    const hints = paramHints(swap, PAIR, book, [USDC, WETH]);
    expect(hints.map((hint) => (hint?.kind === 'amount' ? hint.token.symbol : null))).toEqual([
      null,
      'USDC',
      'WETH',
      'USDC',
      'WETH',
      null,
    ]);
  });
});

describe('swapPairTokens', () => {
  const log = (address: string, params: [string, string, string][]): Log =>
    ({
      log_index: '1',
      transaction_hash: '0x',
      transaction_index: '0',
      address,
      data: '0x',
      topic0: '0x',
      topic1: null,
      topic2: null,
      topic3: null,
      block_timestamp: '2026-01-01T00:00:00Z',
      block_number: '1',
      block_hash: '0x',
      decoded_event: item('event', 'Transfer', params),
    }) as unknown as Log;
  it('takes the two listed tokens that moved through the pool, token0 first (lower address)', () => {
    const logs = [
      log(WETH.address, [
        ['from', 'address', PAIR],
        ['to', 'address', ME],
        ['value', 'uint256', '1'],
      ]),
      log(USDC.address, [
        ['from', 'address', ME],
        ['to', 'address', PAIR.toUpperCase().replace('0X', '0x')],
        ['value', 'uint256', '1'],
      ]),
    ];
    expect(swapPairTokens(PAIR, logs, book)).toEqual([USDC, WETH]);
    expect(swapPairTokens(PAIR, logs.slice(0, 1), book)).toBeNull();
    expect(swapPairTokens(PAIR, logs, null)).toBeNull();
  });
});

describe('timeHint', () => {
  it('reads uint params named like times as unix seconds', () => {
    for (const name of ['deadline', 'expiry', 'expiration', 'timestamp', 'validUntil', 'startTime', 'sigDeadline']) {
      expect(timeHint(name, 'uint256', '1763640000')).toEqual({ kind: 'time', date: new Date('2025-11-20T12:00:00Z') });
    }
  });
  it('leaves other names, other types and implausible values alone', () => {
    expect(timeHint('amount', 'uint256', '1763640000')).toBeNull();
    expect(timeHint('deadline', 'address', '1763640000')).toBeNull();
    expect(timeHint('deadline', 'uint256', MAX_UINT256.toString())).toBeNull();
    expect(timeHint('deadline', 'uint256', '12')).toBeNull();
  });
});
