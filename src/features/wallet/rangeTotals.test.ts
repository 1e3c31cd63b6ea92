import { describe, expect, it } from 'vitest';
import { feePaidWei, rangeTotals, TOP_COUNTERPARTIES } from './rangeTotals';
import { ME, OTHER as A, walletTx as tx } from './fixtures';

const B = '0x00000000000000000000000000000000000000bb';

describe('feePaidWei', () => {
  it('is the whole fee when the wallet sent the transaction, and nothing when another address did', () => {
    expect(feePaidWei(tx(), ME)).toBe(21_000_000_000_000n);
    expect(feePaidWei(tx({ from_address: A, to_address: ME }), ME)).toBe(0n);
    expect(feePaidWei(tx(), ME.toUpperCase().replace('0X', '0x'))).toBe(21_000_000_000_000n);
  });
});

describe('rangeTotals', () => {
  it('counts only the fees of transactions the wallet sent, failed ones and self-transfers included', () => {
    const totals = rangeTotals(
      [
        tx({ transaction_fee: '0.001' }),
        tx({ from_address: A, to_address: ME, transaction_fee: '0.5' }),
        tx({ receipt_status: '0', transaction_fee: '0.002', value: '7' }),
        tx({ to_address: ME, transaction_fee: '0.004' }),
      ],
      ME,
    );
    expect(totals.feesPaidWei).toBe(7_000_000_000_000_000n);
    expect(totals).toMatchObject({ count: 4, sentCount: 3, receivedCount: 1, failedCount: 1 });
  });

  it('adds successful value sent and received; a failed or self transfer moves nothing; net takes the fees off', () => {
    const totals = rangeTotals(
      [
        tx({ value: '1000', transaction_fee: '0' }),
        tx({ value: '50', receipt_status: '0', transaction_fee: '0' }),
        tx({ from_address: B, to_address: ME, value: '300' }),
        tx({ to_address: ME, value: '999', transaction_fee: '0' }),
        tx({ value: '5', transaction_fee: null, receipt_gas_used: '2', gas_price: '3' }),
      ],
      ME,
    );
    expect(totals.sentWei).toBe(1005n);
    expect(totals.receivedWei).toBe(300n);
    expect(totals.feesPaidWei).toBe(6n);
    expect(totals.netWei).toBe(300n - 1005n - 6n);
  });

  it('ranks the other sides by transactions, keeps their labels, and leaves out contract creations', () => {
    const totals = rangeTotals(
      [
        tx({ to_address: B, value: '1' }),
        tx({ from_address: B, to_address: ME, from_address_label: 'Exchange', value: '2' }),
        tx({ to_address: A }),
        tx({ to_address: null, receipt_contract_address: A }),
      ],
      ME,
    );
    expect(totals.counterparties).toEqual([
      { address: B, label: 'Exchange', entity: null, count: 2, sentWei: 1n, receivedWei: 2n },
      { address: A, label: null, entity: null, count: 1, sentWei: 0n, receivedWei: 0n },
    ]);
  });

  it(`keeps the top ${TOP_COUNTERPARTIES}`, () => {
    const rows = Array.from({ length: 9 }, (_, i) => tx({ to_address: `0x${String(i).padStart(40, '0')}` }));
    expect(rangeTotals(rows, ME).counterparties).toHaveLength(TOP_COUNTERPARTIES);
  });

  it('is all zeros for no transactions', () => {
    expect(rangeTotals([], ME)).toMatchObject({ count: 0, feesPaidWei: 0n, netWei: 0n, counterparties: [] });
  });
});
