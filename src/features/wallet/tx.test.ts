import { describe, expect, it } from 'vitest';
import { formatUnitsExact } from '../../lib/format';
import { ME, OTHER, walletTx as tx } from './fixtures';
import { dailyActivity, directionOf, feeWei, isContractCreation, methodText, type WalletTx } from './tx';

describe('directionOf', () => {
  it.each([
    [ME, OTHER, 'OUT'],
    [OTHER, ME, 'IN'],
    [ME, ME, 'SELF'],
    [OTHER, OTHER, null],
    [ME, null, 'OUT'],
  ] as const)('from %s to %s -> %s', (from, to, expected) => {
    expect(directionOf(tx({ from_address: from, to_address: to }), ME)).toBe(expected);
  });

  it('ignores the case of the wallet in the URL', () => {
    expect(directionOf(tx({ to_address: ME, from_address: OTHER }), ME.toUpperCase().replace('0X', '0x'))).toBe('IN');
  });
});

describe('feeWei', () => {
  it.each([
    ['0', 0n],
    ['0.000000000000000001', 1n],
    ['0.00034', 340_000_000_000_000n],
    ['1000000000000', 10n ** 30n],
  ])('plain transaction_fee %s -> %s wei', (fee, wei) => {
    expect(feeWei(tx({ transaction_fee: fee }))).toBe(wei);
  });

  it('reads the fee with the chain decimals (6)', () => {
    expect(feeWei(tx({ transaction_fee: '1.5' }), 6)).toBe(1_500_000n);
  });

  it('computes verbose fees as gas used × gas price, exact beyond 2^53', () => {
    const verbose = { ...tx(), transaction_fee: null, logs: [], unreadable_logs: [], decoded_call: null } as WalletTx;
    expect(feeWei({ ...verbose, receipt_gas_used: '21000', gas_price: '1000000000' } as WalletTx)).toBe(
      21_000_000_000_000n,
    );
    expect(feeWei({ ...verbose, receipt_gas_used: '30000000', gas_price: '123456789012345678901' } as WalletTx)).toBe(
      30_000_000n * 123_456_789_012_345_678_901n,
    );
    expect(feeWei({ ...verbose, receipt_gas_used: '0', gas_price: '5' } as WalletTx)).toBe(0n);
  });

  it('falls back to gas × price when the plain answer has no fee', () => {
    const noFee = tx({ transaction_fee: null });
    expect(feeWei(noFee)).toBe(21_000n * 1_000_000_000n);
  });
});

describe('value formatting (exact)', () => {
  it.each([
    ['0', 18, '0'],
    ['1', 18, '0.000000000000000001'],
    ['1000000000000000000000000000000', 18, '1,000,000,000,000'],
    ['1500000', 6, '1.5'],
    ['1', 6, '0.000001'],
  ])('%s at %i decimals -> %s', (raw, decimals, text) => {
    expect(formatUnitsExact(raw, decimals)).toBe(text);
  });
});

describe('methodText', () => {
  it('names creation, plain selectors and verbose decoded calls', () => {
    expect(methodText(tx({ to_address: null }))).toBe('Create');
    expect(isContractCreation(tx({ to_address: null }))).toBe(true);
    expect(methodText(tx({ input: '0xa9059cbb00' }))).toBe('transfer');
    expect(methodText(tx({ input: '0x' }))).toBe('Transfer');
    const verbose = {
      ...tx({ input: '0x38ed1739' }),
      logs: [],
      decoded_call: {
        signature: 'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
        label: 'swapExactTokensForTokens',
        type: 'function',
        params: [],
      },
    } as WalletTx;
    expect(methodText(verbose)).toBe('swapExactTokensForTokens');
  });
});

describe('dailyActivity', () => {
  it('sums value in and out per UTC day, skipping failed transactions', () => {
    const rows = [
      tx({
        block_timestamp: '2026-11-20T10:00:00.000Z',
        from_address: OTHER,
        to_address: ME,
        value: '1000000000000000000',
      }),
      tx({ block_timestamp: '2026-11-20T09:00:00.000Z', value: '250' }),
      tx({ block_timestamp: '2026-11-20T08:00:00.000Z', value: '999', receipt_status: '0' }),
      tx({ block_timestamp: '2026-11-19T23:59:59.999Z', value: '10000000000000000000000000000000' }),
    ];
    expect(dailyActivity(rows, ME)).toEqual([
      { day: '2026-11-19', count: 1, inWei: 0n, outWei: 10n ** 31n },
      { day: '2026-11-20', count: 3, inWei: 10n ** 18n, outWei: 250n },
    ]);
  });
});
