import type { TokenIdFormat } from '../../../contract/endpoints/nft';
import type { NftTransfer } from '../../../contract/schemas/evm';
import { Address, Amount, CopyButton, Hash, Timestamp, type DataColumn } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import type { CsvColumn } from '../../../contract/lib/csv';
import { displayTokenId, hasPrice, isMint, shortTokenId, transferTime, transferVerdict } from './transfer';

const badge = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';
const unknownText = 'text-zinc-500 italic dark:text-zinc-400';

/** The number of tokens moved; "unknown" when the service left `amount` out. */
export function TransferAmount({ transfer: t }: { transfer: NftTransfer }) {
  return t.amount === null ? (
    <span className={unknownText} title="The service sent no amount">
      unknown
    </span>
  ) : (
    <>{formatInteger(t.amount)}</>
  );
}

/** The token id in the chosen format, shortened when long, with the whole id on hover and a copy button. */
export function TokenId({ id: raw, format }: { id: string; format: TokenIdFormat }) {
  const id = displayTokenId(raw, format);
  const short = shortTokenId(id);
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono" title={id} data-testid="token-id">
        {short}
      </span>
      {short !== id ? <CopyButton value={id} label={`Copy token id ${id}`} /> : null}
    </span>
  );
}

/** From → to, with "Mint" in place of the zero address sender. */
export function TransferParties({
  transfer: t,
  chain,
  className = '',
}: {
  transfer: NftTransfer;
  chain: EvmChain;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      {isMint(t) ? (
        <span
          className={`${badge} bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200`}
          title={`Minted (from ${t.from_address ?? ''})`}
        >
          Mint
        </span>
      ) : t.from_address === null ? (
        <span className={unknownText} title="The service sent no sender">
          unknown sender
        </span>
      ) : (
        <Address
          address={t.from_address}
          chain={chain}
          label={t.from_address_label}
          entity={t.from_address_entity}
          logo={t.from_address_entity_logo}
        />
      )}
      <span aria-hidden="true" className="text-zinc-400">
        →
      </span>
      <span className="sr-only">to</span>
      <Address
        address={t.to_address}
        chain={chain}
        label={t.to_address_label}
        entity={t.to_address_entity}
        logo={t.to_address_entity_logo}
      />
    </span>
  );
}

/** ERC721 or ERC1155, and the service's kind of transfer (single, batch...). */
export function TransferStandard({ transfer: t }: { transfer: NftTransfer }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        className={`${badge} ${t.contract_type === 'ERC1155' ? 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200' : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'}`}
      >
        {t.contract_type || '—'}
      </span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">{t.transaction_type ?? ''}</span>
    </span>
  );
}

const VERDICTS = {
  spam: { label: 'Possible spam', className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' },
  verified: {
    label: 'Verified',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  unverified: { label: 'Unverified', className: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
  unknown: { label: 'Verification unknown', className: 'bg-zinc-50 text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400' },
} as const;

const VERIFIED_TITLES = {
  true: 'the collection is verified',
  false: 'the collection is not verified',
  null: 'the service did not say whether the collection is verified',
} as const;

/** One verdict from the service's spam and verified-collection flags (`transferVerdict`); the title says both. */
export function TransferVerdict({ transfer: t }: { transfer: NftTransfer }) {
  const verdict = VERDICTS[transferVerdict(t)];
  const title = `${t.possible_spam ? 'Flagged as possible spam' : 'Not flagged as spam'}; ${VERIFIED_TITLES[`${t.verified_collection}`]}`;
  return (
    <span className={`${badge} whitespace-nowrap ${verdict.className}`} title={title} data-testid="nft-verdict">
      {verdict.label}
    </span>
  );
}

/** What the transaction paid, in the chain's coin, exactly; a dash for a free transfer, "unknown" with no `value`. */
export function TransferPrice({ transfer: t, chain }: { transfer: NftTransfer; chain: EvmChain }) {
  if (t.value === null)
    return (
      <span className={unknownText} title="The service sent no value">
        unknown
      </span>
    );
  if (!hasPrice(t))
    return (
      <span className="text-zinc-400" title="No payment in this transaction">
        —
      </span>
    );
  return (
    <span data-testid="nft-price">
      <Amount raw={t.value} decimals={chain.nativeDecimals} symbol={chain.nativeSymbol} />
    </span>
  );
}

export function nftColumns(chain: EvmChain, format: TokenIdFormat): DataColumn<NftTransfer>[] {
  return [
    // Block and age share a column: ten columns then fit 1366 px with the operator in view.
    {
      id: 'block',
      header: 'Block · age',
      cell: (t) => (
        <span className="flex flex-col leading-tight">
          <span className="tabular-nums">{formatInteger(t.block_number)}</span>
          <Timestamp value={transferTime(t.block_timestamp)} className="text-xs text-zinc-500 dark:text-zinc-400" />
        </span>
      ),
    },
    { id: 'tx', header: 'Transaction', cell: (t) => <Hash value={t.transaction_hash} /> },
    { id: 'parties', header: 'From → To', cell: (t) => <TransferParties transfer={t} chain={chain} /> },
    { id: 'token', header: 'Token id', cell: (t) => <TokenId id={t.token_id} format={format} /> },
    { id: 'type', header: 'Standard', cell: (t) => <TransferStandard transfer={t} /> },
    { id: 'amount', header: 'Amount', align: 'right', cell: (t) => <TransferAmount transfer={t} /> },
    { id: 'price', header: 'Price', align: 'right', cell: (t) => <TransferPrice transfer={t} chain={chain} /> },
    { id: 'verdict', header: 'Verdict', cell: (t) => <TransferVerdict transfer={t} /> },
    {
      id: 'operator',
      header: 'Operator',
      cell: (t) =>
        t.operator ? (
          <Address address={t.operator} chain={chain} />
        ) : (
          <span className="text-zinc-400" title="Only ERC1155 transfers have an operator">
            —
          </span>
        ),
    },
  ];
}

/** CSV: every field as the service sent it (amounts as exact text), token ids in the chosen format. */
export const nftCsvColumns = (format: TokenIdFormat): CsvColumn<NftTransfer>[] => [
  { header: 'block_timestamp', value: (t) => transferTime(t.block_timestamp) },
  { header: 'block_number', value: (t) => t.block_number },
  { header: 'transaction_hash', value: (t) => t.transaction_hash },
  { header: 'log_index', value: (t) => t.log_index ?? '' },
  { header: 'token_address', value: (t) => t.token_address },
  { header: 'token_id', value: (t) => displayTokenId(t.token_id, format) },
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
