import { createContext, useContext, useMemo, useState } from 'react';
import type { BlockTransaction } from '../../../../contract/schemas/chainB';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Hash } from '../../../components/Hash';
import { formatInteger } from '../../../lib/format';
import { CHAIN_B } from '../../../../contract/lib/chainB';
import { nativeAmountArgument } from '../format';
import { PayloadCell, payloadArguments } from './PayloadCell';
import {
  Arguments,
  ExplorerLink,
  Expiry,
  isUserTransaction,
  KindBadge,
  MoveAddress,
  SignatureDetail,
  SignatureToggle,
} from './txCells';
import { EventList, EventsToggle, FailureStatus, FeeCell } from './txOutcome';

const none = (
  <span className="text-zinc-400" aria-label="none">
    —
  </span>
);

/** The parts of a row that open in the full-width row under it. */
type Section = 'events' | 'signature';

/** Which sections of which transactions are open (by hash). */
const RowSections = createContext<{
  open: ReadonlyMap<string, ReadonlySet<Section>>;
  toggle: (hash: string, section: Section) => void;
}>({
  open: new Map(),
  toggle: () => {},
});

function useSection(hash: string, section: Section): [boolean, () => void] {
  const { open, toggle } = useContext(RowSections);
  return [open.get(hash)?.has(section) ?? false, () => toggle(hash, section)];
}

function SignatureCell({ hash, type }: { hash: string; type: string }) {
  const [open, toggle] = useSection(hash, 'signature');
  return <SignatureToggle type={type} open={open} onToggle={toggle} />;
}

/** Beside the hash, so the count reads without scrolling the table sideways on a phone. */
function EventsCell({ tx }: { tx: BlockTransaction }) {
  const [open, toggle] = useSection(tx.hash, 'events');
  return (
    <EventsToggle
      tx={tx}
      open={open}
      onToggle={toggle}
      none={<span className="text-xs text-zinc-500 dark:text-zinc-400">no events</span>}
    />
  );
}

/** The row under a transaction: its events and its signature, whichever are open, in that order. */
function TransactionDetail({ tx }: { tx: BlockTransaction }) {
  const sections = useContext(RowSections).open.get(tx.hash);
  // Held at the left edge and within the screen's width, so on a phone the list reads without
  // scrolling the wide table sideways.
  return (
    <div className="sticky left-3 max-w-[calc(100vw-4rem)] space-y-4">
      {sections?.has('events') ? <EventList tx={tx} /> : null}
      {sections?.has('signature') && tx.signature ? <SignatureDetail signature={tx.signature} /> : null}
    </div>
  );
}

function Small({ label, value }: { label: string; value: string }) {
  return (
    <span className="mr-3 whitespace-nowrap text-xs">
      <span className="text-zinc-500 dark:text-zinc-400">{label}</span>{' '}
      <span className="tabular-nums">{formatInteger(value)}</span>
    </span>
  );
}

function columns(blockDate: Date | null): DataColumn<BlockTransaction>[] {
  return [
    {
      id: 'transaction',
      header: 'Transaction · Events',
      cell: (tx) => (
        <div className="space-y-0.5">
          <Hash value={tx.hash} className="text-xs" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <ExplorerLink hash={tx.hash} />
            {tx.version ? (
              <span className="text-xs tabular-nums text-zinc-500 dark:text-zinc-400">
                v{formatInteger(tx.version)}
              </span>
            ) : null}
            {!isUserTransaction(tx) && tx.type ? <KindBadge type={tx.type} /> : null}
            <EventsCell tx={tx} />
          </div>
          <FailureStatus tx={tx} />
        </div>
      ),
    },
    {
      id: 'sender',
      header: 'Sender · Seq.',
      cell: (tx) => {
        if (tx.sender) {
          return (
            <div>
              <MoveAddress value={tx.sender} />
              {tx.sequence_number ? (
                <div>
                  <Small label="Sequence number" value={tx.sequence_number} />
                </div>
              ) : null}
            </div>
          );
        }
        if (tx.proposer) {
          return (
            <div>
              <div className="text-xs text-zinc-500 dark:text-zinc-400">Proposer</div>
              <MoveAddress value={tx.proposer} />
            </div>
          );
        }
        return none;
      },
    },
    {
      id: 'function',
      header: 'Payload',
      // Long Move names may wrap at "::" so the table fits a laptop screen.
      className: 'min-w-48 whitespace-normal',
      cell: (tx) => <PayloadCell tx={tx} none={none} />,
    },
    {
      id: 'arguments',
      header: 'Arguments',
      className: 'whitespace-normal',
      cell: (tx) =>
        tx.payload ? (
          <Arguments
            values={payloadArguments(tx.payload)}
            nativeAmountAt={nativeAmountArgument(tx.payload, CHAIN_B.nativeCoinType)}
          />
        ) : (
          none
        ),
    },
    {
      id: 'fee',
      header: 'Fee paid',
      align: 'right',
      cell: (tx) => <FeeCell tx={tx} none={none} />,
    },
    {
      // One column for the two small facts of who sent it and until when, so the table fits a
      // 1366 px screen without scrolling sideways.
      id: 'expiration',
      // On two lines, so the header is no wider than the cells under it.
      header: (
        <>
          Expires ·<br /> Signature
        </>
      ),
      cell: (tx) => (
        <div className="space-y-1">
          {tx.expiration_timestamp_secs ? (
            <Expiry seconds={tx.expiration_timestamp_secs} blockDate={blockDate} />
          ) : null}
          {tx.signature ? (
            <div className="-ml-1">
              <SignatureCell hash={tx.hash} type={tx.signature.type} />
            </div>
          ) : null}
          {!tx.expiration_timestamp_secs && !tx.signature ? none : null}
        </div>
      ),
    },
  ];
}

// Module-level, so DataTable's memoised rows see the same function every render.
const rowId = (tx: BlockTransaction) => tx.hash;
const rowClass = (tx: BlockTransaction) => (isUserTransaction(tx) ? '' : 'text-zinc-600 dark:text-zinc-400');
const transactionDetail = (tx: BlockTransaction) => <TransactionDetail tx={tx} />;

export interface TransactionsTableProps {
  transactions: BlockTransaction[];
  height: bigint;
  /** The block's time, to say how long after it each transaction was set to expire. */
  blockDate: Date | null;
}

export function TransactionsTable({ transactions, height, blockDate }: TransactionsTableProps) {
  const blockTime = blockDate?.getTime() ?? null;
  const [open, setOpen] = useState<ReadonlyMap<string, ReadonlySet<Section>>>(() => new Map());
  const sections = useMemo(
    () => ({
      open,
      toggle: (hash: string, section: Section) =>
        setOpen((current) => {
          const next = new Map(current);
          const shown = new Set(current.get(hash));
          if (!shown.delete(section)) shown.add(section);
          if (shown.size > 0) next.set(hash, shown);
          else next.delete(hash);
          return next;
        }),
    }),
    [open],
  );
  const expandedIds = useMemo(() => new Set(open.keys()), [open]);
  // Columns must stay the same objects: new ones remount every cell, which would fold the
  // arguments a user opened. What changes (open sections) reaches the cells through context.
  const cols = useMemo(() => columns(blockTime === null ? null : new Date(blockTime)), [blockTime]);
  return (
    <RowSections.Provider value={sections}>
      <DataTable
        rows={transactions}
        columns={cols}
        getRowId={rowId}
        caption={`Transactions of Aptos block ${height.toString()}`}
        rowClassName={rowClass}
        expandedIds={expandedIds}
        expandedAttribute="data"
        renderDetail={transactionDetail}
      />
    </RowSections.Provider>
  );
}
