import type { EvmChain } from '../../lib/chains';
import type { SearchTarget } from '../../lib/searchInput';

/**
 * Where a classified search input can go. The one place the home page turns a value into a
 * typed route (recent lookups use it too, so a saved lookup opens exactly what it opened then).
 */
export type Destination = 'wallet' | 'nft' | 'token' | 'block' | 'coin';

export interface Lookup {
  destination: Destination;
  /** Address, height, coin hash or canonical coin type. */
  value: string;
  /** EVM chain name for wallet/nft/token. */
  chain?: string;
}

export interface SearchOption {
  lookup: Lookup;
  label: string;
  description: string;
  /** Why this option cannot be used (e.g. no price endpoint on the chain); it is shown disabled. */
  unavailable?: string;
}

/** The choices for a target, the default (Enter) first. Empty for empty/invalid input. */
export function searchOptions(target: SearchTarget, chain: EvmChain): SearchOption[] {
  switch (target.kind) {
    case 'evm-address': {
      const evm = (destination: Destination): Lookup => ({ destination, value: target.address, chain: chain.name });
      return [
        { lookup: evm('wallet'), label: 'Wallet history', description: `Native transactions on ${chain.label}` },
        { lookup: evm('nft'), label: 'NFT transfers', description: `Transfers of this NFT contract on ${chain.label}` },
        {
          lookup: evm('token'),
          label: 'Token price',
          description: `ERC20 price on ${chain.label}`,
          unavailable: chain.restPrice ? undefined : `Token prices are not available on ${chain.label}; pick another default chain.`,
        },
      ];
    }
    case 'block':
      return [{ lookup: { destination: 'block', value: target.height }, label: `Chain B block ${target.height}`, description: 'Block by height' }];
    case 'coin-hash':
      return [{
        lookup: { destination: 'coin', value: target.hash },
        label: 'Chain B coin',
        description: target.maybeTransaction
          ? 'Looked up as a coin type hash. Transaction hashes cannot be looked up: the data service has no transaction endpoint.'
          : 'Coin by coin type hash',
      }];
    case 'coin-type':
      return [{ lookup: { destination: 'coin', value: target.coinType }, label: 'Chain B coin', description: `Coin type ${target.coinType}` }];
    case 'empty':
    case 'invalid':
      return [];
  }
}
