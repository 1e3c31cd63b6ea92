import { formatUnits } from 'viem';
import type { EvmChain } from '../../../contract/lib/chains';
import type { CsvColumn } from '../../../contract/lib/csv';
import { feePaidWei } from './rangeTotals';
import { directionOf, feeWei, isFailed, methodText, type WalletTx } from './tx';

/**
 * CSV columns of the wallet list: raw integers in wei and exact decimals in native units, never floats.
 * `direction` is the wallet's side: in, out, self, or empty when it is neither (an internal transfer).
 */
export function walletCsvColumns(wallet: string, chain: EvmChain): CsvColumn<WalletTx>[] {
  const units = (wei: bigint) => formatUnits(wei, chain.nativeDecimals);
  return [
    { header: 'hash', value: (tx) => tx.hash },
    { header: 'block_number', value: (tx) => tx.block_number },
    { header: 'block_timestamp', value: (tx) => tx.block_timestamp },
    { header: 'method', value: (tx) => methodText(tx) },
    { header: 'from', value: (tx) => tx.from_address },
    { header: 'to', value: (tx) => tx.to_address ?? '' },
    { header: 'direction', value: (tx) => directionOf(tx, wallet)?.toLowerCase() ?? '' },
    { header: 'created_contract', value: (tx) => (tx.to_address === null ? (tx.receipt_contract_address ?? '') : '') },
    { header: 'value_wei', value: (tx) => tx.value },
    { header: `value_${chain.nativeSymbol}`, value: (tx) => units(BigInt(tx.value)) },
    { header: 'fee_wei', value: (tx) => feeWei(tx, chain.nativeDecimals) },
    { header: `fee_${chain.nativeSymbol}`, value: (tx) => units(feeWei(tx, chain.nativeDecimals)) },
    // The fee column lists every transaction's fee, incoming ones too (someone else paid those):
    // summing this one gives what the wallet paid.
    { header: 'fee_paid_wei', value: (tx) => feePaidWei(tx, wallet, chain.nativeDecimals) },
    { header: `fee_paid_${chain.nativeSymbol}`, value: (tx) => units(feePaidWei(tx, wallet, chain.nativeDecimals)) },
    { header: 'gas_used', value: (tx) => tx.receipt_gas_used },
    { header: 'gas_price_wei', value: (tx) => tx.gas_price },
    { header: 'status', value: (tx) => (isFailed(tx) ? 'failed' : 'success') },
    { header: 'nonce', value: (tx) => tx.nonce },
  ];
}
