import type { ReactNode } from 'react';
import type { BlockTransaction } from '../../../../contract/schemas/chainB';
import { Amount } from '../../../components/Amount';
import { ChevronRightIcon } from '../../../components/icons/ChevronRightIcon';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { CHAIN_B } from '../../../../contract/lib/chainB';
import { formatInteger } from '../../../lib/format';
import { feePaidOctas } from '../format';
import { shortenAddresses } from './txCells';

/**
 * What a transaction did: whether it failed and why (vm_status written out in the row, so it reads
 * on a phone without a hover), the gas it used and the fee it paid, and the events it emitted.
 */

/** "Failed" and the VM's reason, as text in the row. */
export function FailureStatus({ tx }: { tx: BlockTransaction }) {
  if (tx.success !== false) return null;
  return (
    <div className="max-w-60 whitespace-normal">
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
        Failed
      </span>
      {/* Breaks anywhere, so a long Move path in the status does not set the column's width. */}
      {tx.vm_status ? (
        <p className="mt-0.5 text-xs text-red-800 [overflow-wrap:anywhere] dark:text-red-300">{tx.vm_status}</p>
      ) : null}
    </div>
  );
}

/**
 * The fee actually paid, gas_used × gas_unit_price octas in APT (exact), over the gas used and the
 * price; the most it could have paid (max_gas_amount) on the line below.
 */
export function FeeCell({ tx, none }: { tx: BlockTransaction; none: ReactNode }) {
  if (tx.gas_used === undefined) return <>{none}</>;
  if (tx.gas_unit_price === undefined) {
    return (
      <div className="text-xs">
        <span className="tabular-nums">{formatInteger(tx.gas_used)}</span>{' '}
        <span className="text-zinc-500 dark:text-zinc-400">gas</span>
      </div>
    );
  }
  return (
    <div>
      <Amount
        raw={feePaidOctas(tx.gas_used, tx.gas_unit_price)}
        decimals={CHAIN_B.nativeDecimals}
        symbol={CHAIN_B.nativeSymbol}
      />
      <div className="text-xs text-zinc-500 dark:text-zinc-400" title="gas used × gas unit price (octas)">
        {formatInteger(tx.gas_used)} gas × {formatInteger(tx.gas_unit_price)}
      </div>
      {tx.max_gas_amount ? (
        <div className="text-xs text-zinc-500 dark:text-zinc-400">max {formatInteger(tx.max_gas_amount)} gas</div>
      ) : null}
    </div>
  );
}

/** How many events the transaction emitted; opens their list in the row under it. */
export function EventsToggle({
  tx,
  open,
  onToggle,
  none,
}: {
  tx: BlockTransaction;
  open: boolean;
  onToggle: () => void;
  none: ReactNode;
}) {
  const count = tx.events.length + tx.unreadable_events.length;
  if (count === 0) return <>{none}</>;
  const label = `${formatInteger(count)} event${count === 1 ? '' : 's'}`;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={`${label}: ${open ? 'hide' : 'show'} the list`}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <ChevronRightIcon
        className={`size-3.5 text-zinc-400 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
      />
      {label}
    </button>
  );
}

/** Each event's Move type and its data as the service sent it; unreadable events as their own rows. */
export function EventList({ tx }: { tx: BlockTransaction }) {
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">
        Events ({formatInteger(tx.events.length + tx.unreadable_events.length)})
      </p>
      {tx.events.length > 0 ? (
        <ol aria-label={`Events of transaction ${tx.hash}`} className="space-y-1.5">
          {tx.events.map((event, index) => (
            <li
              key={index}
              className="rounded border border-zinc-200 bg-white px-2 py-1.5 text-xs dark:border-zinc-700 dark:bg-zinc-950"
            >
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-mono font-medium break-all" title={event.type}>
                  {shortenAddresses(event.type)}
                </span>
                {event.sequence_number ? (
                  <span className="text-zinc-500 dark:text-zinc-400">
                    sequence {formatInteger(event.sequence_number)}
                  </span>
                ) : null}
              </div>
              {event.data !== undefined ? (
                <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all font-mono text-[11px] text-zinc-700 dark:text-zinc-300">
                  {JSON.stringify(event.data, null, 2)}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <UnreadableItems items={tx.unreadable_events} noun="event" />
    </div>
  );
}
