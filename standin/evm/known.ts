import type { NAMED_EXCHANGES } from '../../contract/lib/priceEndpoints';
import { EVM_CHAINS, type EvmChain } from '../../contract/lib/chains';
import { DEMO_TOKENS } from '../catalog';
import { address } from './rand';

/**
 * The well-known addresses of the EVM dataset: tokens (with their price model), DEX routers and
 * factories, exchange hot wallets, a marketplace and a bridge (the names the service attaches to
 * them are in entities.ts). Vendor names are neutral words (spec 4.4's convention).
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

/** USD price of each chain's native unit (centre of its swing). */
export const NATIVE_USD: Record<string, number> = {
  ETH: 3100,
  POL: 0.42,
  BNB: 610,
  AVAX: 31,
  FTM: 0.68,
  PALM: 0.012,
  CRO: 0.11,
  xDAI: 1,
  CHZ: 0.085,
  GLMR: 0.19,
  MOVR: 8.4,
  DEV: 0.5,
  MNT: 0.82,
  ZETA: 0.61,
  tBNB: 610,
};

const tokens: TokenInfo[] = [];
const t = (info: Omit<TokenInfo, 'address'> & { address: string }) => {
  tokens.push({ ...info, address: info.address.toLowerCase() as `0x${string}` });
};

t({
  ...DEMO_TOKENS.weth,
  chainHex: '0x1',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
  basePrice: NATIVE_USD.ETH!,
  volatility: 0.06,
  liquidityUsd: 412_000_000,
  logo: 'weth',
  possibleSpam: false,
  verified: true,
});
t({
  ...DEMO_TOKENS.usdc,
  chainHex: '0x1',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  basePrice: 1,
  volatility: 0.0008,
  liquidityUsd: 385_000_000,
  logo: 'usdc',
  possibleSpam: false,
  verified: true,
});
t({
  ...DEMO_TOKENS.wbtc,
  chainHex: '0x1',
  name: 'Wrapped BTC',
  symbol: 'WBTC',
  decimals: 8,
  basePrice: 97_500,
  volatility: 0.05,
  liquidityUsd: 158_000_000,
  logo: 'wbtc',
  possibleSpam: false,
  verified: true,
});
t({
  ...DEMO_TOKENS.meme,
  chainHex: '0x1',
  name: 'Moon Doge Inu',
  symbol: 'MDOGE',
  decimals: 18,
  basePrice: 4.52e-10,
  volatility: 0.3,
  liquidityUsd: 61_000,
  logo: 'meme',
  possibleSpam: true,
  verified: false,
});
t({
  ...DEMO_TOKENS.lowLiquidity,
  chainHex: '0x1',
  name: 'Thin Pool Token',
  symbol: 'THIN',
  decimals: 18,
  basePrice: 0.03,
  volatility: 0.1,
  liquidityUsd: 800,
  logo: null,
  possibleSpam: false,
  verified: false,
  lowLiquidity: true,
});
t({
  ...DEMO_TOKENS.legacyShape,
  chainHex: '0x38',
  name: 'Ankr',
  symbol: 'ANKR',
  decimals: 18,
  basePrice: 0.021,
  volatility: 0.09,
  liquidityUsd: 2_400_000,
  logo: null,
  possibleSpam: false,
  verified: true,
  legacyShape: true,
});
t({
  ...DEMO_TOKENS.wpol,
  chainHex: '0x89',
  name: 'Wrapped POL',
  symbol: 'WPOL',
  decimals: 18,
  basePrice: NATIVE_USD.POL!,
  volatility: 0.08,
  liquidityUsd: 24_000_000,
  logo: 'wpol',
  possibleSpam: false,
  verified: true,
});

/**
 * Each chain's wrapped native unit and USD stablecoin at the addresses they have on that chain, as
 * @uniswap/default-token-list gives them, so demo activity meets the token list the pages read
 * symbols and decimals from. BNB Smart Chain's bridged USDC has 18 decimals there, as on chain.
 * Chains the list does not cover keep derived addresses.
 */
const REAL_TOKENS: Record<string, { wrapped?: string; usdc?: { address: string; decimals: number } }> = {
  '0x38': {
    wrapped: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
    usdc: { address: '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d', decimals: 18 },
  },
  '0x89': { usdc: { address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', decimals: 6 } },
  '0xa86a': {
    wrapped: '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7',
    usdc: { address: '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e', decimals: 6 },
  },
  '0xa4b1': {
    wrapped: '0x82af49447d8a07e3bd95bd0d56f35241523fbab1',
    usdc: { address: '0xaf88d065e77c8cc2239327c5edb3a432268e5831', decimals: 6 },
  },
  '0x2105': {
    wrapped: '0x4200000000000000000000000000000000000006',
    usdc: { address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', decimals: 6 },
  },
  '0xa': {
    wrapped: '0x4200000000000000000000000000000000000006',
    usdc: { address: '0x0b2c639c533813f4aa9d7837caf62653d097ff85', decimals: 6 },
  },
  '0xaa36a7': { wrapped: '0xfff9976782d46cc05630d1f6ebab18b2324d6b14' },
};

for (const chain of EVM_CHAINS) {
  const real = REAL_TOKENS[chain.hexId];
  if (chain.hexId !== '0x1' && chain.hexId !== '0x89') {
    const symbol = `W${chain.nativeSymbol}`;
    t({
      address: real?.wrapped ?? address('token', chain.hexId, 'wrapped'),
      chainHex: chain.hexId,
      name: `Wrapped ${chain.nativeSymbol === 'ETH' ? 'Ether' : chain.nativeSymbol}`,
      symbol,
      decimals: 18,
      basePrice: NATIVE_USD[chain.nativeSymbol] ?? 1,
      volatility: 0.07,
      liquidityUsd: 9_000_000,
      logo: 'token',
      possibleSpam: false,
      verified: true,
    });
  }
  if (chain.hexId !== '0x1') {
    const usdc = real?.usdc ?? { address: address('token', chain.hexId, 'usdc'), decimals: 6 };
    t({
      address: usdc.address,
      chainHex: chain.hexId,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: usdc.decimals,
      basePrice: 1,
      volatility: 0.0008,
      liquidityUsd: 14_000_000,
      logo: 'usdc',
      possibleSpam: false,
      verified: true,
    });
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
  const token =
    tokens.find(
      (x) => x.chainHex === chain.hexId && x.symbol === `W${chain.nativeSymbol === 'ETH' ? 'ETH' : chain.nativeSymbol}`,
    ) ?? tokens.find((x) => x.chainHex === chain.hexId && x.name.startsWith('Wrapped '));
  if (!token) throw new Error(`no wrapped native token on ${chain.name}`);
  return token;
}

/** The wrapped native unit's address, also on the chains only the RPC names (no dataset of their own). */
export function wrappedNativeAddress(chain: EvmChain): `0x${string}` {
  return tokens.some((x) => x.chainHex === chain.hexId)
    ? wrappedNative(chain).address
    : address('token', chain.hexId, 'wrapped');
}

/** Display names of the spec's named exchanges, and a factory address for each (same on every chain, as CREATE2 deployments are). */
export const EXCHANGES: Record<(typeof NAMED_EXCHANGES)[number], string> = {
  alphaswapv2: 'Alphaswap v2',
  alphaswapv3: 'Alphaswap v3',
  betaswapv2: 'Betaswap v2',
  gammaswapv1: 'Gammaswap v1',
  gammaswapv2: 'Gammaswap v2',
  gammaswapv3: 'Gammaswap v3',
  deltaswap: 'Deltaswap',
  deltaswapv2: 'Deltaswap v2',
  epsilonjoe: 'Epsilon Joe',
  zetaswap: 'Zetaswap',
  etaswap: 'Etaswap',
  thetaswap: 'Thetaswap',
  'iota finance': 'Iota Finance',
  kappadex: 'KappaDex',
  lambdav2: 'Lambda v2',
};

export function factoryAddress(exchange: string): `0x${string}` {
  return address('factory', exchange);
}

export function defaultExchange(chain: { hexId: string }): (typeof NAMED_EXCHANGES)[number] {
  switch (chain.hexId) {
    case '0x1':
    case '0x89':
    case '0xa4b1':
    case '0xa':
    case '0x2105':
      return 'alphaswapv3';
    case '0x38':
      return 'deltaswapv2';
    case '0xa86a':
      return 'epsilonjoe';
    case '0xfa':
      return 'zetaswap';
    default:
      return 'alphaswapv2';
  }
}

export const NULL_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The V2-style router wallets swap through. */
export const routerAddress = (chain: EvmChain) => address('router', chain.hexId, 'alphaswapv2');
export const pairAddress = (chain: EvmChain, a: string, b: string) =>
  address('pair', chain.hexId, a < b ? a : b, a < b ? b : a);
export const hotWallets = (chain: EvmChain) => [1, 2, 3].map((n) => address('hot-wallet', chain.hexId, n));
export const marketplaceAddress = (chain: EvmChain) => address('marketplace', chain.hexId);
export const bridgeAddress = (chain: EvmChain) => address('bridge', chain.hexId);
export const contractFactoryAddress = (chain: EvmChain) => address('create2-factory', chain.hexId);
