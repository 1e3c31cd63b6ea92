import { useEffect, type ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import type { EvmChain } from '../../../contract/lib/chains';
import { AddressTabs, type AddressTab } from './AddressTabs';
import { knownTitle, rememberTitle } from './knownTitles';
import { OpenAddressForm } from './OpenAddressForm';

export interface AddressHeaderProps {
  /** As written in the URL (shown even when invalid, so the user sees what they pasted). */
  address: string;
  tab: AddressTab;
  /** The chain's name on the page and the value the tabs carry in `?chain=`. */
  chain: { label: string; key: string | undefined };
  /** The chain a transaction hash or block number pasted in the header is offered on. */
  evmChain: EvmChain;
  /** What this tab knows the address as (a label, an entity, a token's name), if anything; else what another tab learnt. */
  title?: string | null;
  /** A logo or initials drawn before the title. */
  logo?: ReactNode;
  /** The tab's own controls beside the title (chain select, format switch). */
  controls?: ReactNode;
}

/**
 * The header every view of one address shares: who it is, on which chain, its views as tabs and a
 * field to open another address. The tab's own content and its calls are below it, in the tab.
 */
export function AddressHeader({ address, tab, chain, evmChain, title: own, logo, controls }: AddressHeaderProps) {
  useEffect(() => {
    if (own) rememberTitle(chain.key, address, own);
  }, [own, chain.key, address]);
  const title = own ?? knownTitle(chain.key, address);
  const copy = address.trim() === '' ? null : <CopyButton value={address} label="Copy address" />;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
            Address on {chain.label}
          </p>
          <div className="flex min-w-0 items-center gap-2">
            {/* Beside the heading, not in it: a logo's initials are no part of the name. */}
            {logo}
            <h1 className="min-w-0 text-lg font-semibold sm:text-xl">
              {title ? (
                <span className="block truncate">{title}</span>
              ) : address.trim() === '' ? (
                'No address given'
              ) : (
                <span className="break-all font-mono text-base sm:text-lg">{address}</span>
              )}
            </h1>
            {title ? null : copy}
          </div>
          {title ? (
            <p className="flex min-w-0 items-center gap-1 break-all font-mono text-sm text-zinc-600 dark:text-zinc-300">
              {address}
              {copy}
            </p>
          ) : null}
        </div>
        {controls ? <div className="flex flex-wrap items-center gap-3">{controls}</div> : null}
      </div>
      {/* Wide: the tabs left on the strip's rule, the field right. Phone: the field above the tabs, so the tabs sit on the content. */}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-end sm:justify-between sm:border-b sm:border-zinc-200 sm:dark:border-zinc-800">
        <AddressTabs address={address} active={tab} chain={chain.key} />
        <div className="sm:mb-2 sm:w-96">
          <OpenAddressForm key={address} tab={tab} chain={chain.key} evmChain={evmChain} />
        </div>
      </div>
    </header>
  );
}
