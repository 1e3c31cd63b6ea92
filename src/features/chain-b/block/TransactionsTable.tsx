import type { BlockTransaction } from '../../../api/schemas/chainB';
import { Amount } from '../../../components/Amount';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Hash } from '../../../components/Hash';
import { Timestamp } from '../../../components/Timestamp';
import { CHAIN_B } from '../../../lib/chains';
import { formatInteger } from '../../../lib/format';
import { maxFeeOctas, secondsTime } from '../format';
import { Arguments, FunctionId, isUserTransaction, KindBadge, MoveAddress, Signature, TypeArguments } from './txCells';

const none = <span className="text-zinc-400" aria-label="none">—</span>;

function Small({ label, value }: { label: string; value: string }) {
  return (
    <span className="mr-3 whitespace-nowrap text-xs">
      <span className="text-zinc-500 dark:text-zinc-400">{label}</span> <span className="tabular-nums">{formatInteger(value)}</span>
    </span>
  );
}

const COLUMNS: DataColumn<BlockTransaction>[] = [
  {
    id: 'transaction',
    header: 'Transaction',
    cell: (tx) => (
      <div className="space-y-0.5">
        <Hash value={tx.hash} className="text-xs" />
        <div className="flex flex-wrap items-center gap-1.5">
          {tx.version ? <span className="text-xs tabular-nums text-zinc-500 dark:text-zinc-400">v{formatInteger(tx.version)}</span> : null}
          {!isUserTransaction(tx) && tx.type ? <KindBadge type={tx.type} /> : null}
          {tx.success === false ? (
            <span title={tx.vm_status} className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">Failed</span>
          ) : null}
        </div>
      </div>
    ),
  },
  {
    id: 'sender',
    header: 'Sender',
    cell: (tx) =>
      tx.sender ? <MoveAddress value={tx.sender} /> : tx.proposer ? (
        <div>
          <div className="text-xs text-zinc-500 dark:text-zinc-400">Proposer</div>
          <MoveAddress value={tx.proposer} />
        </div>
      ) : none,
  },
  {
    id: 'sequence',
    header: 'Seq.',
    align: 'right',
    cell: (tx) => (tx.sequence_number ? formatInteger(tx.sequence_number) : none),
  },
  {
    id: 'function',
    header: 'Function',
    className: 'min-w-56',
    cell: (tx) => {
      if (tx.payload) {
        return (
          <div>
            {tx.payload.function ? <FunctionId id={tx.payload.function} /> : <span className="text-xs">{tx.payload.type}</span>}
            <TypeArguments types={tx.payload.type_arguments} />
          </div>
        );
      }
      if (tx.epoch || tx.round) {
        return (
          <div>
            {tx.epoch ? <Small label="Epoch" value={tx.epoch} /> : null}
            {tx.round ? <Small label="Round" value={tx.round} /> : null}
          </div>
        );
      }
      return none;
    },
  },
  {
    id: 'arguments',
    header: 'Arguments',
    cell: (tx) => (tx.payload ? <Arguments values={tx.payload.arguments} /> : none),
  },
  {
    id: 'fee',
    header: 'Max fee',
    align: 'right',
    cell: (tx) =>
      tx.max_gas_amount && tx.gas_unit_price ? (
        <div>
          <Amount raw={maxFeeOctas(tx.max_gas_amount, tx.gas_unit_price)} decimals={CHAIN_B.nativeDecimals} symbol={CHAIN_B.nativeSymbol} />
          <div className="text-xs text-zinc-500 dark:text-zinc-400" title="max gas amount × gas unit price (octas)">
            {formatInteger(tx.max_gas_amount)} × {formatInteger(tx.gas_unit_price)}
          </div>
        </div>
      ) : none,
  },
  {
    id: 'expiration',
    header: 'Expires',
    cell: (tx) => {
      if (!tx.expiration_timestamp_secs) return none;
      const date = secondsTime(tx.expiration_timestamp_secs);
      return date ? <Timestamp value={date} mode="absolute" className="text-xs" /> : <span className="text-xs tabular-nums">{tx.expiration_timestamp_secs}</span>;
    },
  },
  {
    id: 'signature',
    header: 'Signature',
    cell: (tx) => (tx.signature ? <Signature signature={tx.signature} /> : none),
  },
];

export function TransactionsTable({ transactions, height }: { transactions: BlockTransaction[]; height: bigint }) {
  return (
    <DataTable
      rows={transactions}
      columns={COLUMNS}
      getRowId={(tx) => tx.hash}
      caption={`Transactions of chain B block ${height.toString()}`}
      rowClassName={(tx) => (isUserTransaction(tx) ? '' : 'text-zinc-600 dark:text-zinc-400')}
    />
  );
}
