import { ChainSelect, EntityLogo } from '../../components';
import type { EvmChain } from '../../../contract/lib/chains';
import { AddressHeader } from '../address/AddressHeader';

export interface WalletHeaderProps {
  /** As written in the URL (shown even when invalid, so the user sees what they pasted). */
  address: string;
  chain: EvmChain;
  onChainChange: (chain: EvmChain) => void;
  /** The wallet's own label/entity, when a loaded row carries one. */
  name?: { label: string | null; entity: string | null; logo: string | null } | null;
}

/** The address header on the Transactions tab: the name a loaded row gives it, and the chain select. */
export function WalletHeader({ address, chain, onChainChange, name }: WalletHeaderProps) {
  const title = name?.label ?? name?.entity ?? null;
  return (
    <AddressHeader
      address={address}
      tab="wallet"
      chain={{ label: chain.label, key: chain.name }}
      evmChain={chain}
      title={title}
      logo={name?.logo ? <EntityLogo logo={name.logo} name={title ?? address.slice(2)} size={20} /> : null}
      controls={<ChainSelect value={chain} onChange={onChainChange} />}
    />
  );
}
