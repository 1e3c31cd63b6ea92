import { ChainSelect, CopyButton, EntityLogo } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';

export interface WalletHeaderProps {
  /** As written in the URL (shown even when invalid, so the user sees what they pasted). */
  address: string;
  chain: EvmChain;
  onChainChange: (chain: EvmChain) => void;
  /** The wallet's own label/entity, when a loaded row carries one. */
  name?: { label: string | null; entity: string | null; logo: string | null } | null;
}

export function WalletHeader({ address, chain, onChainChange, name }: WalletHeaderProps) {
  const title = name?.label ?? name?.entity ?? null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Wallet on {chain.label}</p>
        <h1 className="flex min-w-0 items-center gap-2 text-lg font-semibold sm:text-xl">
          {name?.logo ? <EntityLogo logo={name.logo} name={title ?? address.slice(2)} size={20} /> : null}
          {title ? <span className="truncate">{title}</span> : <span className="min-w-0 break-all font-mono text-base sm:text-lg">{address}</span>}
          {title ? null : <CopyButton value={address} label="Copy wallet address" />}
        </h1>
        {title ? (
          <p className="flex items-center gap-1 break-all font-mono text-sm text-zinc-600 dark:text-zinc-300">
            {address}
            <CopyButton value={address} label="Copy wallet address" />
          </p>
        ) : null}
      </div>
      <ChainSelect value={chain} onChange={onChainChange} />
    </div>
  );
}
