import { useState } from 'react';
import type { BlockTransaction } from '../../../../contract/schemas/chainB';
import { CopyButton } from '../../../components/CopyButton';
import { ChevronRightIcon } from '../../../components/icons/ChevronRightIcon';
import { Hash } from '../../../components/Hash';
import { formatLocal, formatUtc } from '../../../lib/formatTime';
import { hoverTitle } from '../../../lib/hoverTitle';
import { shortenHex, formatInteger } from '../../../lib/format';
import { Amount } from '../../../components/Amount';
import { CHAIN_B, explorerTxnUrl } from '../../../../contract/lib/chainB';
import { argumentText, secondsTime, splitFunctionId, transactionKindLabel } from '../format';

/** Long 0x addresses inside Move type text, shortened for a table cell (the title keeps the full text). */
export function shortenAddresses(text: string): string {
  return text.replace(/0x[0-9a-fA-F]{16,}/g, (address) => shortenHex(address, 6, 4));
}

/** A user transaction has a sender; metadata and checkpoint transactions do not. */
export function isUserTransaction(tx: BlockTransaction): boolean {
  return tx.type === undefined ? tx.sender !== undefined : tx.type === 'user_transaction';
}

export function KindBadge({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:border-amber-700/70 dark:bg-amber-950/50 dark:text-amber-200">
      {transactionKindLabel(type)}
    </span>
  );
}

/** `0x1::aptos_account::transfer`, with the module and the function emphasised and the address shortened. */
export function FunctionId({ id }: { id: string }) {
  const parts = splitFunctionId(id);
  if (!parts) return <span className="font-mono text-xs">{id}</span>;
  return (
    <span className="font-mono text-xs" title={id}>
      <span className="text-zinc-500 dark:text-zinc-400">{shortenHex(parts.address, 6, 4)}</span>
      <span className="text-zinc-400">::</span>
      <wbr />
      <span className="font-semibold text-zinc-900 dark:text-zinc-100">{parts.module}</span>
      <span className="text-zinc-400">::</span>
      <wbr />
      <span className="font-semibold text-accent-700 dark:text-accent-300">{parts.name}</span>
    </span>
  );
}

export function TypeArguments({ types }: { types: readonly string[] }) {
  if (types.length === 0) return null;
  return (
    <ul aria-label="Type arguments" className="mt-1 flex flex-wrap gap-1">
      {types.map((type, index) => (
        <li
          key={index}
          title={type}
          className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[11px] text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
        >
          {shortenAddresses(type)}
        </li>
      ))}
    </ul>
  );
}

/** Arguments longer than this are cut in the cell, with a button to show the whole value. */
const ARGUMENT_PREVIEW = 22;

/** An amount of the native coin: APT exactly, with the octas the transaction carries below. */
function NativeAmountArgument({ octas, index }: { octas: string; index: number }) {
  return (
    <li className="flex min-w-0 items-start gap-1 text-xs" data-testid="native-amount-argument">
      <span className="select-none font-mono text-zinc-400" aria-hidden="true">
        {index}:
      </span>
      <span>
        <Amount raw={octas} decimals={CHAIN_B.nativeDecimals} symbol={CHAIN_B.nativeSymbol} className="font-medium" />
        <span className="block font-mono text-[11px] text-zinc-500 dark:text-zinc-400">
          {formatInteger(octas)} octas
        </span>
      </span>
    </li>
  );
}

function Argument({ value, index }: { value: unknown; index: number }) {
  const text = argumentText(value);
  const [open, setOpen] = useState(false);
  const long = text.length > ARGUMENT_PREVIEW;
  return (
    <li className="flex min-w-0 items-start gap-1 font-mono text-xs">
      <span className="select-none text-zinc-400" aria-hidden="true">
        {index}:
      </span>
      <span className={open ? 'max-w-md break-all whitespace-pre-wrap' : 'whitespace-nowrap'}>
        {open || !long ? text : `${text.slice(0, ARGUMENT_PREVIEW)}…`}
      </span>
      {long ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-label={
              open ? `Collapse argument ${index}` : `Show all of argument ${index} (${text.length} characters)`
            }
            onClick={() => setOpen((value) => !value)}
            className="shrink-0 rounded px-1 text-[11px] font-sans font-medium text-accent-700 hover:bg-accent-50 dark:text-accent-300 dark:hover:bg-zinc-800"
          >
            {open ? 'less' : 'more'}
          </button>
          <CopyButton value={text} label={`Copy argument ${index}`} />
        </>
      ) : null}
    </li>
  );
}

export function Arguments({
  values,
  nativeAmountAt = null,
}: {
  values: readonly unknown[];
  nativeAmountAt?: number | null;
}) {
  if (values.length === 0) return <span className="text-zinc-400">none</span>;
  return (
    <ol aria-label="Arguments" className="space-y-0.5">
      {values.map((value, index) =>
        index === nativeAmountAt && typeof value === 'string' ? (
          <NativeAmountArgument key={index} octas={value} index={index} />
        ) : (
          <Argument key={index} value={value} index={index} />
        ),
      )}
    </ol>
  );
}

function signatureLabel(type: string): string {
  return type.replace(/_signature$/, '').replace(/_/g, ' ');
}

/** The signature's kind; opens its key and signature in a full-width row under the transaction. */
export function SignatureToggle({ type, open, onToggle }: { type: string; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={`${signatureLabel(type)} signature: ${open ? 'hide' : 'show'} public key and signature`}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <ChevronRightIcon
        className={`size-3.5 text-zinc-400 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
      />
      {signatureLabel(type)}
    </button>
  );
}

/** Hex key material as a hash; the nested objects of single_sender and friends as their JSON. */
function KeyMaterial({ value }: { value: unknown }) {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)) return <Hash value={value} full />;
  return (
    <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all font-mono text-[11px]">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function SignatureDetail({ signature }: { signature: NonNullable<BlockTransaction['signature']> }) {
  const hasKey = signature.public_key !== undefined && signature.public_key !== null;
  const hasSignature = signature.signature !== undefined && signature.signature !== null;
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-xs sm:grid-cols-[8rem_1fr]">
      <dt className="text-zinc-500 dark:text-zinc-400">Signature type</dt>
      <dd className="font-mono">{signature.type}</dd>
      {hasKey ? (
        <>
          <dt className="text-zinc-500 dark:text-zinc-400">Public key</dt>
          <dd className="min-w-0">
            <KeyMaterial value={signature.public_key} />
          </dd>
        </>
      ) : null}
      {hasSignature ? (
        <>
          <dt className="text-zinc-500 dark:text-zinc-400">Signature</dt>
          <dd className="min-w-0">
            <KeyMaterial value={signature.signature} />
          </dd>
        </>
      ) : null}
      {!hasKey && !hasSignature ? (
        <dd className="text-zinc-500 sm:col-start-2">
          This signature kind nests its signers’ keys (sender, secondary signers, fee payer), which are not drawn here.
        </dd>
      ) : null}
    </dl>
  );
}

/** The transaction on the chain's explorer (the service has no transaction look-up). */
export function ExplorerLink({ hash }: { hash: string }) {
  return (
    <a
      href={explorerTxnUrl(hash)}
      target="_blank"
      rel="noopener noreferrer"
      title={`Transaction ${hash} on ${CHAIN_B.explorer.name}`}
      className="whitespace-nowrap text-xs text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
    >
      Explorer<span aria-hidden="true"> ↗</span>
      <span className="sr-only">
        : transaction {shortenHex(hash, 10, 8)} on {CHAIN_B.explorer.name} (opens in a new tab)
      </span>
    </a>
  );
}

export function MoveAddress({ value }: { value: string }) {
  return <Hash value={value} className="text-xs" />;
}

/**
 * expiration_timestamp_secs, compact: time of day over the date. The hover adds the local time and
 * how long after the block it was set to expire, which is what tells a normal transaction
 * (seconds to minutes) from an odd one.
 */
export function Expiry({ seconds, blockDate }: { seconds: string; blockDate: Date | null }) {
  const date = secondsTime(seconds);
  if (!date)
    return (
      <span className="text-xs tabular-nums" title="Beyond any calendar date">
        {seconds}
      </span>
    );
  const utc = formatUtc(date);
  const [day, time] = utc.split(' ');
  const after = blockDate ? Math.round((date.getTime() - blockDate.getTime()) / 1000) : null;
  const title = () =>
    `${utc}\n${formatLocal(date)}${after === null ? '' : `\n${after >= 0 ? `${after} s after` : `${-after} s before`} the block`}`;
  return (
    <time dateTime={date.toISOString()} {...hoverTitle(title)} className="block text-xs leading-tight tabular-nums">
      <span className="block">{time} UTC</span>
      <span className="block text-zinc-500 dark:text-zinc-400">{day}</span>
    </time>
  );
}
