import type { EvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS } from '../catalog';
import {
  bridgeAddress,
  chainTokens,
  contractFactoryAddress,
  hotWallets,
  marketplaceAddress,
  NULL_ADDRESS,
  routerAddress,
} from './known';

/** The labels, entities and logos the service attaches to the dataset's well-known addresses. */

export interface Entity {
  label: string | null;
  entity: string | null;
  logo: string | null;
}

export const NFT_NAMES: Record<string, { name: string; symbol: string }> = {
  [DEMO_NFT_CONTRACTS.erc721.address]: { name: 'Pixel Pals', symbol: 'PXP' },
  [DEMO_NFT_CONTRACTS.erc1155.address]: { name: 'Realm Items', symbol: 'REALM' },
  [DEMO_NFT_CONTRACTS.polygon721.address]: { name: 'Lumen Lions', symbol: 'LION' },
};

const NO_ENTITY: Entity = { label: null, entity: null, logo: null };
const entityCache = new Map<string, Map<string, Entity>>();

function buildEntities(chain: EvmChain): Map<string, Entity> {
  const map = new Map<string, Entity>();
  map.set(routerAddress(chain), { label: 'Alphaswap V2: Router 2', entity: 'Alphaswap', logo: 'alphaswap' });
  hotWallets(chain).forEach((hot, i) =>
    map.set(hot, { label: `Omicron Exchange: Hot Wallet ${i + 1}`, entity: 'Omicron Exchange', logo: 'omicron' }),
  );
  map.set(marketplaceAddress(chain), { label: 'Sigma Market: Exchange', entity: 'Sigma Market', logo: 'sigma' });
  map.set(bridgeAddress(chain), {
    label: 'Kappa Bridge: Deposit Contract',
    entity: 'Kappa Bridge',
    logo: 'kappabridge',
  });
  map.set(contractFactoryAddress(chain), { label: 'Deterministic Deployment Proxy', entity: null, logo: null });
  map.set(NULL_ADDRESS, { label: 'Null Address', entity: null, logo: 'null' });
  for (const token of chainTokens(chain))
    map.set(token.address, { label: `${token.name}: ${token.symbol} Token`, entity: null, logo: null });
  for (const [addr, nft] of Object.entries(NFT_NAMES))
    map.set(addr, { label: `${nft.name}: ${nft.symbol} Token`, entity: null, logo: null });
  return map;
}

export function entityOf(chain: EvmChain, addr: string | null): Entity {
  if (addr === null) return NO_ENTITY;
  let map = entityCache.get(chain.hexId);
  if (!map) {
    map = buildEntities(chain);
    entityCache.set(chain.hexId, map);
  }
  return map.get(addr) ?? NO_ENTITY;
}
