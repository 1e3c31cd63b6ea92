import { Address } from '../../components/Address';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger, formatNative } from '../../lib/format';
import type { RangeTotals } from './rangeTotals';

export interface RangeTotalsViewProps {
  totals: RangeTotals;
  chain: EvmChain;
}

const term = 'text-xs text-zinc-500 dark:text-zinc-400';
const value = 'font-mono text-sm tabular-nums';

/** The range's totals: what the wallet paid in fees, sent, received and kept, and with whom. */
export function RangeTotalsView({ totals, chain }: RangeTotalsViewProps) {
  const native = (wei: bigint) => formatNative(wei, chain.nativeDecimals, chain.nativeSymbol);
  const net = totals.netWei > 0n ? `+${native(totals.netWei)}` : native(totals.netWei);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-[repeat(5,auto)] lg:justify-start">
        <div>
          <dt className={term}>Transactions</dt>
          <dd className={value} data-testid="range-count">
            {formatInteger(totals.count)}
          </dd>
          <dd className={term}>
            {formatInteger(totals.sentCount)} sent · {formatInteger(totals.receivedCount)} received
            {totals.failedCount > 0 ? ` · ${formatInteger(totals.failedCount)} failed` : ''}
          </dd>
        </div>
        <div>
          <dt className={term}>Fees this wallet paid</dt>
          <dd className={value} data-testid="range-fees-paid">
            {native(totals.feesPaidWei)}
          </dd>
          <dd className={term}>
            on the {formatInteger(totals.sentCount)} {totals.sentCount === 1 ? 'transaction' : 'transactions'} it sent,
            failed ones included
          </dd>
        </div>
        <div>
          <dt className={term}>Sent</dt>
          <dd className={value} data-testid="range-sent">
            {native(totals.sentWei)}
          </dd>
        </div>
        <div>
          <dt className={term}>Received</dt>
          <dd className={value} data-testid="range-received">
            {native(totals.receivedWei)}
          </dd>
        </div>
        <div>
          <dt className={term}>Net, after fees</dt>
          <dd className={value} data-testid="range-net">
            {net}
          </dd>
        </div>
      </dl>
      <p className={term}>
        Native {chain.nativeSymbol} of the transactions themselves: token and internal transfers are not in these
        figures.
      </p>
      {totals.counterparties.length > 0 ? (
        <div>
          <h3 className="mb-1 text-xs font-semibold">Top counterparties</h3>
          <ol aria-label="Top counterparties" className="space-y-1 text-sm">
            {totals.counterparties.map((other) => (
              <li key={other.address} className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                <Address address={other.address} chain={chain} label={other.label} entity={other.entity} />
                <span className={term}>
                  {formatInteger(other.count)} {other.count === 1 ? 'transaction' : 'transactions'}
                  {other.sentWei > 0n ? ` · sent ${native(other.sentWei)}` : ''}
                  {other.receivedWei > 0n ? ` · received ${native(other.receivedWei)}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
