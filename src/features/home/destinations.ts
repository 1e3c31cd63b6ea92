import type { EvmChain } from '../../../contract/lib/chains';
import { CHAIN_B, explorerAccountUrl, explorerTxnUrl } from '../../../contract/lib/chainB';
import { explorerBlockUrl, explorerOf, explorerTxUrl } from '../../lib/explorers';
import { formatInteger } from '../../lib/format';
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
  /** A page of this app; absent for a pointer to an outside explorer. */
  lookup?: Lookup;
  /** What this app cannot open, with where to open it instead. */
  external?: { href: string; site: string };
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
          unavailable: chain.restPrice
            ? undefined
            : `Token prices are not available on ${chain.label}; pick another default chain.`,
        },
      ];
    }
    case 'block': {
      const evmBlock = externalOption(
        `EVM block ${formatInteger(target.height)} on ${chain.label}`,
        'has no page here (the data service has no block look-up)',
        explorerBlockUrl(chain, target.height),
        chain,
      );
      return [
        {
          lookup: { destination: 'block', value: target.height },
          label: `Aptos block height ${formatInteger(target.height)}`,
          description: 'Open the Aptos block at this height',
        },
        ...evmBlock,
      ];
    }
    case 'coin-hash': {
      const coin: SearchOption = {
        lookup: { destination: 'coin', value: target.hash },
        label: 'Aptos coin type hash',
        description: 'Look up the coin whose type hashes to this',
      };
      if (!target.maybeTransaction) return [coin];
      // Real coin type hashes are written without 0x; with it, 64 hex digits are far more often a
      // transaction hash (or a Move account address), so the coin is there only when chosen.
      const transaction = externalOption(
        `Transaction on ${chain.label}`,
        'this data service has no transaction look-up',
        explorerTxUrl(chain, target.hash),
        chain,
      );
      const moveSite = CHAIN_B.explorer.name;
      return [
        ...transaction,
        {
          label: `${CHAIN_B.label} transaction`,
          description: 'a transaction hash — open it on',
          external: { href: explorerTxnUrl(target.hash), site: moveSite },
        },
        {
          label: `${CHAIN_B.label} account`,
          description: 'an account address — open it on',
          external: { href: explorerAccountUrl(target.hash), site: moveSite },
        },
        { ...coin, description: `${coin.description} (real coin type hashes are written without 0x)` },
      ];
    }
    case 'coin-type':
      return [
        {
          lookup: { destination: 'coin', value: target.coinType },
          label: 'Aptos coin',
          description: `Coin type ${target.coinType}`,
        },
      ];
    case 'empty':
    case 'invalid':
      return [];
  }
}

/** An entry that says what this app cannot open and links the chain's explorer instead. */
function externalOption(label: string, why: string, href: string | null, chain: EvmChain): SearchOption[] {
  const explorer = explorerOf(chain);
  if (!href || !explorer)
    return [{ label, description: `${why}; no explorer is known for ${chain.label}.`, unavailable: why }];
  // The explorer's name follows as the link itself.
  return [{ label, description: `${why} — open it on`, external: { href, site: explorer.name } }];
}

/** An option Enter can take: a usable page of this app or an outside explorer's link. */
export type DefaultOption = SearchOption & ({ lookup: Lookup } | { external: { href: string; site: string } });

/** What Enter opens: the first usable entry, a page of this app or an explorer's link. */
export function defaultOption(options: readonly SearchOption[]): DefaultOption | undefined {
  return options.find(
    (option): option is DefaultOption =>
      (option.lookup !== undefined || option.external !== undefined) && !option.unavailable,
  );
}
