import type { NAMED_EXCHANGES } from '../../contract/lib/priceEndpoints';
import { EVM_CHAINS, type EvmChain } from '../../contract/lib/chains';
import { DEMO_NFT_CONTRACTS, DEMO_TOKENS } from '../catalog';
import { address } from './rand';

/**
 * The well-known addresses of the EVM dataset: tokens (with their price model), DEX routers and
 * factories, exchange hot wallets, a marketplace and a bridge, with the labels, entities and
 * logos the service attaches to them. Vendor names are neutral words (spec 4.4's convention).
 */

export interface TokenInfo {
  address: `0x${string}`;
  chainHex: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Central USD price; the live price swings around it (prices.ts). */
  basePrice: number;
  /** Relative swing amplitude (0.01 = ±1 %). Stablecoins barely move. */
  volatility: number;
  liquidityUsd: number;
  logo: string | null;
  possibleSpam: boolean;
  verified: boolean;
  /** Too little liquidity: the price endpoint answers 404. */
  lowLiquidity?: boolean;
  /** Priced in the 2022 answer shape (prices.ts, legacyPriceAnswer). */
  legacyShape?: boolean;
}

export interface Entity {
  label: string | null;
  entity: string | null;
  logo: string | null;
}

/** USD price of each chain's native unit (centre of its swing). */
export const NATIVE_USD: Record<string, number> = {
  ETH: 3100, POL: 0.42, BNB: 610, AVAX: 31, FTM: 0.68, PALM: 0.012, CRO: 0.11, xDAI: 1,
  CHZ: 0.085, GLMR: 0.19, MOVR: 8.4, DEV: 0.5, MNT: 0.82, ZETA: 0.61, tBNB: 610,
};

const tokens: TokenInfo[] = [];
const t = (info: Omit<TokenInfo, 'address'> & { address: string }) => {
  tokens.push({ ...info, address: info.address.toLowerCase() as `0x${string}` });
};

t({ ...DEMO_TOKENS.weth, chainHex: '0x1', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, basePrice: NATIVE_USD.ETH!, volatility: 0.06, liquidityUsd: 412_000_000, logo: 'weth', possibleSpam: false, verified: true });
t({ ...DEMO_TOKENS.usdc, chainHex: '0x1', name: 'USD Coin', symbol: 'USDC', decimals: 6, basePrice: 1, volatility: 0.0008, liquidityUsd: 385_000_000, logo: 'usdc', possibleSpam: false, verified: true });
t({ ...DEMO_TOKENS.wbtc, chainHex: '0x1', name: 'Wrapped BTC', symbol: 'WBTC', decimals: 8, basePrice: 97_500, volatility: 0.05, liquidityUsd: 158_000_000, logo: 'wbtc', possibleSpam: false, verified: true });
t({ ...DEMO_TOKENS.meme, chainHex: '0x1', name: 'Moon Doge Inu', symbol: 'MDOGE', decimals: 18, basePrice: 4.52e-10, volatility: 0.3, liquidityUsd: 61_000, logo: 'meme', possibleSpam: true, verified: false });
t({ ...DEMO_TOKENS.lowLiquidity, chainHex: '0x1', name: 'Thin Pool Token', symbol: 'THIN', decimals: 18, basePrice: 0.03, volatility: 0.1, liquidityUsd: 800, logo: null, possibleSpam: false, verified: false, lowLiquidity: true });
t({ ...DEMO_TOKENS.legacyShape, chainHex: '0x38', name: 'Ankr', symbol: 'ANKR', decimals: 18, basePrice: 0.021, volatility: 0.09, liquidityUsd: 2_400_000, logo: null, possibleSpam: false, verified: true, legacyShape: true });
t({ ...DEMO_TOKENS.wpol, chainHex: '0x89', name: 'Wrapped POL', symbol: 'WPOL', decimals: 18, basePrice: NATIVE_USD.POL!, volatility: 0.08, liquidityUsd: 24_000_000, logo: 'wpol', possibleSpam: false, verified: true });

// Every other chain: its wrapped native unit and a USD stablecoin at derived addresses.
for (const chain of EVM_CHAINS) {
  if (chain.hexId !== '0x1' && chain.hexId !== '0x89') {
    t({ address: address('token', chain.hexId, 'wrapped'), chainHex: chain.hexId, name: `Wrapped ${chain.nativeSymbol}`, symbol: `W${chain.nativeSymbol}`, decimals: 18, basePrice: NATIVE_USD[chain.nativeSymbol] ?? 1, volatility: 0.07, liquidityUsd: 9_000_000, logo: 'token', possibleSpam: false, verified: true });
  }
  if (chain.hexId !== '0x1') {
    t({ address: address('token', chain.hexId, 'usdc'), chainHex: chain.hexId, name: 'USD Coin', symbol: 'USDC', decimals: 6, basePrice: 1, volatility: 0.0008, liquidityUsd: 14_000_000, logo: 'usdc', possibleSpam: false, verified: true });
  }
}

const tokenByKey = new Map(tokens.map((token) => [`${token.chainHex}|${token.address}`, token]));

export function knownToken(chainHex: string, addr: string): TokenInfo | undefined {
  return tokenByKey.get(`${chainHex}|${addr}`);
}

/**
 * Tokens a chain's wallets trade. The low-liquidity one never shows up in activity; nor does the
 * 2022-shaped one, which exists for its price answer and leaves every chain's activity as it was.
 */
export function chainTokens(chain: EvmChain): TokenInfo[] {
  return tokens.filter((token) => token.chainHex === chain.hexId && !token.lowLiquidity && !token.legacyShape);
}

export function wrappedNative(chain: EvmChain): TokenInfo {
  const token = tokens.find((x) => x.chainHex === chain.hexId && x.symbol === `W${chain.nativeSymbol === 'ETH' ? 'ETH' : chain.nativeSymbol}`)
    ?? tokens.find((x) => x.chainHex === chain.hexId && x.name.startsWith('Wrapped '));
  if (!token) throw new Error(`no wrapped native token on ${chain.name}`);
  return token;
}

/** Display names of the spec's named exchanges, and a factory address for each (same on every chain, as CREATE2 deployments are). */
export const EXCHANGES: Record<(typeof NAMED_EXCHANGES)[number], string> = {
  alphaswapv2: 'Alphaswap v2', alphaswapv3: 'Alphaswap v3', betaswapv2: 'Betaswap v2',
  gammaswapv1: 'Gammaswap v1', gammaswapv2: 'Gammaswap v2', gammaswapv3: 'Gammaswap v3',
  deltaswap: 'Deltaswap', deltaswapv2: 'Deltaswap v2', epsilonjoe: 'Epsilon Joe', zetaswap: 'Zetaswap',
  etaswap: 'Etaswap', thetaswap: 'Thetaswap', 'iota finance': 'Iota Finance', kappadex: 'KappaDex',
  lambdav2: 'Lambda v2',
};

export function factoryAddress(exchange: string): `0x${string}` {
  return address('factory', exchange);
}

export function defaultExchange(chain: { hexId: string }): (typeof NAMED_EXCHANGES)[number] {
  switch (chain.hexId) {
    case '0x1': case '0x89': case '0xa4b1': case '0xa': case '0x2105': return 'alphaswapv3';
    case '0x38': return 'deltaswapv2';
    case '0xa86a': return 'epsilonjoe';
    case '0xfa': return 'zetaswap';
    default: return 'alphaswapv2';
  }
}

export const NULL_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The V2-style router wallets swap through. */
export const routerAddress = (chain: EvmChain) => address('router', chain.hexId, 'alphaswapv2');
export const pairAddress = (chain: EvmChain, a: string, b: string) => address('pair', chain.hexId, a < b ? a : b, a < b ? b : a);
export const hotWallets = (chain: EvmChain) => [1, 2, 3].map((n) => address('hot-wallet', chain.hexId, n));
export const marketplaceAddress = (chain: EvmChain) => address('marketplace', chain.hexId);
export const bridgeAddress = (chain: EvmChain) => address('bridge', chain.hexId);
export const contractFactoryAddress = (chain: EvmChain) => address('create2-factory', chain.hexId);

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
  hotWallets(chain).forEach((hot, i) => map.set(hot, { label: `Omicron Exchange: Hot Wallet ${i + 1}`, entity: 'Omicron Exchange', logo: 'omicron' }));
  map.set(marketplaceAddress(chain), { label: 'Sigma Market: Exchange', entity: 'Sigma Market', logo: 'sigma' });
  map.set(bridgeAddress(chain), { label: 'Kappa Bridge: Deposit Contract', entity: 'Kappa Bridge', logo: 'kappabridge' });
  map.set(contractFactoryAddress(chain), { label: 'Deterministic Deployment Proxy', entity: null, logo: null });
  map.set(NULL_ADDRESS, { label: 'Null Address', entity: null, logo: 'null' });
  for (const token of chainTokens(chain)) map.set(token.address, { label: `${token.name}: ${token.symbol} Token`, entity: null, logo: null });
  for (const [addr, nft] of Object.entries(NFT_NAMES)) map.set(addr, { label: `${nft.name}: ${nft.symbol} Token`, entity: null, logo: null });
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
