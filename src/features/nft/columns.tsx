import type { NftTransfer } from '../../api/schemas/evm';
import { Address, CopyButton, Hash, Timestamp, type DataColumn } from '../../components';
import type { EvmChain } from '../../lib/chains';
import { formatInteger } from '../../lib/format';
import type { CsvColumn } from '../../lib/csv';
import { isMint, shortTokenId, transferTime } from './transfer';

const badge = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';

/** The token id, shortened when long, with the whole id on hover and a copy button. */
export function TokenId({ id }: { id: string }) {
  const short = shortTokenId(id);
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono" title={id} data-testid="token-id">{short}</span>
      {short !== id ? <CopyButton value={id} label={`Copy token id ${id}`} /> : null}
    </span>
  );
}

/** From → to, with "Mint" in place of the zero address sender. */
export function TransferParties({ transfer: t, chain, className = '' }: { transfer: NftTransfer; chain: EvmChain; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      {isMint(t) ? (
        <span className={`${badge} bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200`} title={`Minted (from ${t.from_address})`}>Mint</span>
      ) : (
        <Address address={t.from_address} chain={chain} label={t.from_address_label} entity={t.from_address_entity} logo={t.from_address_entity_logo} />
      )}
      <span aria-hidden="true" className="text-zinc-400">→</span>
      <span className="sr-only">to</span>
      <Address address={t.to_address} chain={chain} label={t.to_address_label} entity={t.to_address_entity} logo={t.to_address_entity_logo} />
    </span>
  );
}

/** ERC721 or ERC1155, and the service's kind of transfer (single, batch...). */
export function TransferStandard({ transfer: t }: { transfer: NftTransfer }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={`${badge} ${t.contract_type === 'ERC1155' ? 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200' : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'}`}>
        {t.contract_type || '—'}
      </span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">{t.transaction_type ?? ''}</span>
    </span>
  );
}

/** The service's spam and verified-collection flags, when set. */
export function TransferFlags({ transfer: t }: { transfer: NftTransfer }) {
  return (
    <span className="inline-flex gap-1">
      {t.possible_spam ? <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>Possible spam</span> : null}
      {t.verified_collection ? <span className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`} title="Verified collection">Verified</span> : null}
    </span>
  );
}

export function nftColumns(chain: EvmChain): DataColumn<NftTransfer>[] {
  return [
    { id: 'time', header: 'Age', cell: (t) => <Timestamp value={transferTime(t.block_timestamp)} /> },
    { id: 'block', header: 'Block', align: 'right', cell: (t) => formatInteger(t.block_number) },
    { id: 'tx', header: 'Transaction', cell: (t) => <Hash value={t.transaction_hash} /> },
    { id: 'parties', header: 'From → To', cell: (t) => <TransferParties transfer={t} chain={chain} /> },
    { id: 'token', header: 'Token id', cell: (t) => <TokenId id={t.token_id} /> },
    { id: 'type', header: 'Standard · kind', cell: (t) => <TransferStandard transfer={t} /> },
    { id: 'amount', header: 'Amount', align: 'right', cell: (t) => formatInteger(t.amount) },
    { id: 'flags', header: 'Flags', cell: (t) => <TransferFlags transfer={t} /> },
    {
      id: 'operator',
      header: 'Operator',
      cell: (t) => (t.operator ? <Address address={t.operator} chain={chain} /> : <span className="text-zinc-400" title="Only ERC1155 transfers have an operator">—</span>),
    },
  ];
}

/** CSV: every field as the service sent it (token ids and amounts as exact text). */
export const nftCsvColumns: CsvColumn<NftTransfer>[] = [
  { header: 'block_timestamp', value: (t) => transferTime(t.block_timestamp) },
  { header: 'block_number', value: (t) => t.block_number },
  { header: 'transaction_hash', value: (t) => t.transaction_hash },
  { header: 'log_index', value: (t) => t.log_index ?? '' },
  { header: 'token_address', value: (t) => t.token_address },
  { header: 'token_id', value: (t) => t.token_id },
  { header: 'contract_type', value: (t) => t.contract_type },
  { header: 'from_address', value: (t) => t.from_address },
  { header: 'from_label', value: (t) => t.from_address_label ?? t.from_address_entity ?? '' },
  { header: 'to_address', value: (t) => t.to_address },
  { header: 'to_label', value: (t) => t.to_address_label ?? t.to_address_entity ?? '' },
  { header: 'amount', value: (t) => t.amount },
  { header: 'value_wei', value: (t) => t.value },
  { header: 'operator', value: (t) => t.operator ?? '' },
  { header: 'transaction_type', value: (t) => t.transaction_type ?? '' },
  { header: 'possible_spam', value: (t) => t.possible_spam },
  { header: 'verified_collection', value: (t) => t.verified_collection },
];
