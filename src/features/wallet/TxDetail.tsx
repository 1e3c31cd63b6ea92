import type { ReactNode } from 'react';
import { Address, Amount, CopyButton, DetailList, DetailRow, Hash, Timestamp } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger, formatUnitsExact } from '../../lib/format';
import { methodOf } from '../../lib/selectors';
import { DecodedCall } from './DecodedCall';
import { InternalTxs } from './InternalTxs';
import { LogsSection } from './LogsSection';
import { TxLinks } from './TxLinks';
import { TxStoryLine } from './TxStoryLine';
import { feeWei, isFailed, isVerbose, type WalletTx } from './tx';
import { UnreadableItems } from '../../components/UnreadableItems';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">{title}</h3>
      {children}
    </section>
  );
}

/** Gas used as a share of the limit, computed in bigint (basis points) and drawn with one decimal. */
function gasShare(used: string, limit: string | null): string {
  if (limit === null) return '';
  const l = BigInt(limit);
  if (l === 0n) return '';
  const bp = (BigInt(used) * 10_000n) / l;
  return ` (${bp / 100n}.${(bp % 100n).toString().padStart(2, '0').slice(0, 1)}%)`;
}

function InputData({ input }: { input: string }) {
  if (input === '0x') return <span className="text-zinc-500 dark:text-zinc-400">None (a plain transfer)</span>;
  const method = methodOf(input);
  return (
    <div className="space-y-1">
      {method.kind === 'known' ? (
        <p className="font-mono text-xs">
          {method.signature} <span className="text-zinc-500">· {method.selector}</span>
        </p>
      ) : method.kind === 'unknown' ? (
        <p className="text-xs">
          Unknown selector <span className="font-mono">{method.selector}</span>
        </p>
      ) : null}
      <div className="flex items-start gap-1">
        <pre className="max-h-28 min-w-0 flex-1 overflow-auto whitespace-pre-wrap break-all rounded bg-zinc-100 p-1.5 font-mono text-[11px] dark:bg-zinc-900">
          {input}
        </pre>
        <CopyButton value={input} label="Copy input data" />
      </div>
    </div>
  );
}

/** A list's count, with the items that could not be read: "3", or "3 + 1 unreadable". */
function countText(read: number, unreadable: number): string {
  return unreadable > 0 ? `${read} + ${unreadable} unreadable` : String(read);
}

/** The expanded row: the summary line, the overview, then the decoded call, logs and internal transactions when present. */
export function TxDetail({ tx, wallet, chain }: { tx: WalletTx; wallet: string; chain: EvmChain }) {
  const fee = feeWei(tx, chain.nativeDecimals);
  const verbose = isVerbose(tx);
  return (
    <div
      data-testid={`tx-detail-${tx.hash}`}
      className="grid gap-4 whitespace-normal text-sm lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
    >
      <div className="lg:col-span-2">
        <Section title="Summary">
          <TxStoryLine tx={tx} wallet={wallet} chain={chain} />
        </Section>
      </div>
      <Section title="Overview">
        <DetailList layout="grid">
          <DetailRow label="Hash">
            <Hash value={tx.hash} full />
          </DetailRow>
          <DetailRow label="Link">
            <TxLinks hash={tx.hash} chain={chain} />
          </DetailRow>
          <DetailRow label="Status">
            {isFailed(tx) ? (
              <span className="font-medium text-red-700 dark:text-red-300">Failed</span>
            ) : (
              <span className="text-emerald-700 dark:text-emerald-300">Success</span>
            )}
          </DetailRow>
          <DetailRow label="Block">
            <span className="font-mono">{formatInteger(tx.block_number)}</span>{' '}
            <Hash value={tx.block_hash} className="text-xs" />
          </DetailRow>
          <DetailRow label="Time">
            <Timestamp value={tx.block_timestamp} mode="absolute" />
          </DetailRow>
          <DetailRow label="Nonce · index">
            <span className="font-mono">
              {tx.nonce} · {tx.transaction_index}
            </span>
          </DetailRow>
          <DetailRow label="Value">
            <Amount raw={tx.value} decimals={chain.nativeDecimals} symbol={chain.nativeSymbol} />
          </DetailRow>
          <DetailRow label="Fee">
            <Amount raw={fee} decimals={chain.nativeDecimals} symbol={chain.nativeSymbol} />
          </DetailRow>
          <DetailRow label="Gas used">
            <span className="font-mono">
              {formatInteger(tx.receipt_gas_used)} / {tx.gas === null ? 'unknown limit' : formatInteger(tx.gas)}
              {gasShare(tx.receipt_gas_used, tx.gas)}
            </span>
          </DetailRow>
          <DetailRow label="Gas price">
            <span className="font-mono">{formatUnitsExact(tx.gas_price, 9)} Gwei</span>
          </DetailRow>
          {tx.to_address === null && tx.receipt_contract_address ? (
            <DetailRow label="Created">
              <Address address={tx.receipt_contract_address} chain={chain} full />
            </DetailRow>
          ) : null}
        </DetailList>
      </Section>
      <div className="min-w-0 space-y-4">
        {tx.to_address === null ? (
          <Section title="Contract creation">
            <p className="mb-1 text-xs text-zinc-600 dark:text-zinc-300">
              {tx.receipt_contract_address
                ? 'Deployed a contract; the input is its init code.'
                : 'The deployment failed: no contract was created.'}
            </p>
            <pre className="max-h-28 overflow-auto whitespace-pre-wrap break-all rounded bg-zinc-100 p-1.5 font-mono text-[11px] dark:bg-zinc-900">
              {tx.input}
            </pre>
          </Section>
        ) : verbose ? (
          <Section title="Decoded call">
            {tx.decoded_call ? (
              <DecodedCall call={tx.decoded_call} target={tx.to_address} chain={chain} />
            ) : tx.input === '0x' ? (
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                No call: a plain {chain.nativeSymbol} transfer.
              </p>
            ) : (
              <>
                <p className="mb-1 text-xs text-zinc-500 dark:text-zinc-400">
                  The service could not decode this call (unknown contract or function).
                </p>
                <InputData input={tx.input} />
              </>
            )}
          </Section>
        ) : (
          <Section title="Input data">
            <InputData input={tx.input} />
          </Section>
        )}
        {verbose ? (
          <Section title={`Logs (${countText(tx.logs.length, tx.unreadable_logs.length)})`}>
            <LogsSection logs={tx.logs} chain={chain} />
            <UnreadableItems items={tx.unreadable_logs} noun="log" />
          </Section>
        ) : null}
        {tx.internal_transactions ? (
          <Section
            title={`Internal transactions (${countText(tx.internal_transactions.length, tx.unreadable_internal_transactions.length)})`}
          >
            <InternalTxs items={tx.internal_transactions} chain={chain} />
            <UnreadableItems items={tx.unreadable_internal_transactions} noun="internal transaction" />
          </Section>
        ) : null}
      </div>
    </div>
  );
}
