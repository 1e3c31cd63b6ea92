import { XIcon } from '../../components/icons/XIcon';
import { Timestamp } from '../../components/Timestamp';
import { findEvmChain } from '../../../contract/lib/chains';
import { shortenHex } from '../../lib/format';
import { LookupLink } from './LookupLink';
import type { Destination } from './destinations';
import { removeRecent, useRecentLookups, type RecentLookup } from './recent';

const KIND: Record<Destination, string> = {
  wallet: 'Wallet',
  nft: 'NFT',
  token: 'Token',
  block: 'Block',
  coin: 'Coin',
};

function shown(lookup: RecentLookup): string {
  if (/^(0x)?[0-9a-f]{40,64}$/i.test(lookup.value)) return shortenHex(lookup.value, 8, 6);
  return lookup.value.length > 48 ? `${lookup.value.slice(0, 46)}…` : lookup.value;
}

/** The stored lookups, one row each; loaded by RecentLookups only when there are some. */
export function RecentLookupList() {
  const recent = useRecentLookups();
  // Stored text that is an array but holds no readable entry (hand-edited, an older version).
  if (recent.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-zinc-500 dark:text-zinc-400">
        The stored lookups could not be read. Clear them to start afresh.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
      {recent.map((lookup) => (
        <li
          key={`${lookup.destination}:${lookup.chain ?? ''}:${lookup.value}`}
          className="group flex items-center gap-2 px-4 py-2 text-sm"
        >
          <span className="w-12 shrink-0 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
            {KIND[lookup.destination]}
          </span>
          <LookupLink
            lookup={lookup}
            title={lookup.value}
            className="min-w-0 flex-1 truncate font-mono text-accent-700 hover:underline dark:text-accent-300"
          >
            {shown(lookup)}
          </LookupLink>
          {lookup.chain ? (
            <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
              {findEvmChain(lookup.chain)?.label ?? lookup.chain}
            </span>
          ) : null}
          <Timestamp
            value={new Date(lookup.at)}
            mode="age"
            className="w-14 shrink-0 text-right text-xs text-zinc-400"
          />
          <button
            type="button"
            onClick={() => removeRecent(lookup)}
            aria-label={`Remove ${KIND[lookup.destination]} ${lookup.value} from recent lookups`}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
          >
            <XIcon className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
