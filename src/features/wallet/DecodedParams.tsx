import { Address, Amount } from '../../components';
import type { DecodedItem } from '../../../contract/schemas/evm';
import type { EvmChain } from '../../../contract/lib/chains';
import { formatUtc } from '../../lib/formatTime';
import { KnownAddress } from './AddressBook';
import type { ParamHint } from './decodeHints';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TYPE = 'text-violet-700 dark:text-violet-300';

/** An array value as the service writes it: JSON ("[\"0x…\",\"0x…\"]") or comma-separated text. */
function arrayItems(value: string): string[] | null {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    } catch {
      // Not JSON: fall through to the comma form.
    }
  }
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

/** One decoded value exactly as sent: addresses link to their wallet page (named unless `raw`). */
export function ParamValue({
  type,
  value,
  chain,
  raw = false,
}: {
  type: string;
  value: string;
  chain: EvmChain;
  raw?: boolean;
}) {
  const AddressCell = raw ? Address : KnownAddress;
  if (type === 'address' && ADDRESS.test(value))
    return <AddressCell address={value.toLowerCase()} chain={chain} full />;
  if (type === 'address[]') {
    const items = arrayItems(value);
    if (items && items.every((item) => ADDRESS.test(item))) {
      return (
        <ol className="space-y-0.5">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="flex items-center gap-2">
              <span className="w-5 text-right text-xs text-zinc-400">{index}</span>
              <AddressCell address={item.toLowerCase()} chain={chain} full />
            </li>
          ))}
        </ol>
      );
    }
  }
  // Integers stay the service's exact decimal text: no Number, no rounding.
  return <span className="break-all font-mono text-xs">{value}</span>;
}

/** A value with what the view knows of it: a token amount in units with its symbol, or a time with its date. */
function HintedValue({ hint, value }: { hint: NonNullable<ParamHint>; value: string }) {
  if (hint.kind === 'time') {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-2" data-testid="param-time">
        <span className="font-mono text-xs">{value}</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-300">{formatUtc(hint.date)}</span>
      </span>
    );
  }
  if (hint.unlimited) {
    return (
      <span data-testid="param-amount" title={`${value} (2^256 − 1): no limit`}>
        Unlimited <span className="text-zinc-500 dark:text-zinc-400">{hint.token.symbol}</span>
      </span>
    );
  }
  return (
    <span data-testid="param-amount">
      <Amount raw={value} decimals={hint.token.decimals} symbol={hint.token.symbol} />
    </span>
  );
}

/**
 * The params of a decoded call or event as a name / type / value table. `hints` (decodeHints.ts)
 * draw token amounts in units and times with their date; `raw` shows every value as sent.
 */
export function DecodedParams({
  item,
  chain,
  hints = [],
  raw = false,
}: {
  item: DecodedItem;
  chain: EvmChain;
  hints?: readonly ParamHint[];
  raw?: boolean;
}) {
  if (item.params.length === 0) return <p className="text-xs text-zinc-500 dark:text-zinc-400">No parameters.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-[11px] uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
        <tr>
          <th scope="col" className="w-28 py-1 pr-3 font-medium sm:w-40">
            Name
          </th>
          <th scope="col" className="hidden w-28 py-1 pr-3 font-medium sm:table-cell">
            Type
          </th>
          <th scope="col" className="py-1 font-medium">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {item.params.map((param, index) => (
          <tr key={`${index}-${param.name}`} className="border-t border-zinc-200/70 align-top dark:border-zinc-800">
            <td className="py-1 pr-3 font-mono text-xs break-all">
              {param.name || <span className="text-zinc-400">#{index}</span>}
              {/* On a phone the type goes under the name, so the value keeps most of the width. */}
              <span className={`block sm:hidden ${TYPE}`}>{param.type ?? 'unknown type'}</span>
            </td>
            <td className={`hidden py-1 pr-3 font-mono text-xs sm:table-cell ${TYPE}`}>
              {param.type ?? 'unknown type'}
            </td>
            <td className="py-1 whitespace-normal">
              {param.value === null ? (
                <span className="text-zinc-500 italic dark:text-zinc-400">unknown</span>
              ) : !raw && hints[index] ? (
                <HintedValue hint={hints[index]} value={param.value} />
              ) : (
                <ParamValue type={param.type ?? ''} value={param.value} chain={chain} raw={raw} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
