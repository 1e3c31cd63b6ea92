import { getAddress } from 'viem';
import { type EvmChain } from '../../contract/lib/chains';
import { NAMED_EXCHANGES } from '../../contract/lib/priceEndpoints';
import { blocksPerDay, blockTimeMs, headBlock, timelineOf } from './blocks';
import { badRequest, HttpError, NO_POOLS } from './http-error';
import {
  defaultExchange,
  EXCHANGES,
  factoryAddress,
  knownToken,
  NATIVE_USD,
  wrappedNativeAddress,
  type TokenInfo,
} from './known';
import type { LogoUrl } from './logos';
import { address, intIn, pick, unit } from './rand';

/**
 * Token prices (spec 2.7). A price is a smooth function of the block's time (three slow waves
 * around the token's central price), so `to_block` gives a consistent history and
 * 24hrPercentChange is exactly the change against the price one day of blocks earlier.
 */

const DAY_S = 86_400;
const NATIVE_NAMES: Record<string, string> = {
  ETH: 'Ether',
  POL: 'Polygon Ecosystem Token',
  BNB: 'BNB',
  AVAX: 'Avalanche',
  FTM: 'Fantom',
  PALM: 'Palm',
  CRO: 'Cronos',
  xDAI: 'xDAI',
  CHZ: 'Chiliz',
  GLMR: 'Glimmer',
  MOVR: 'Moonriver',
  DEV: 'DEV',
  MNT: 'Mantle',
  ZETA: 'Zeta',
  tBNB: 'Test BNB',
};

/** What 2022 answers called a native unit where the name has changed since. */
const LEGACY_NATIVE_NAMES: Record<string, string> = { BNB: 'Binance Coin' };

/** The swing multiplier (around 1) of a price series at a unix time. */
function swing(seed: string, volatility: number, seconds: number): number {
  const wave = (period: number, tag: string) =>
    Math.sin((2 * Math.PI * seconds) / period + 2 * Math.PI * unit(seed, tag));
  return (
    1 + volatility * (0.6 * wave(7 * DAY_S, 'p1') + 0.3 * wave(1.7 * DAY_S, 'p2') + 0.1 * wave(0.29 * DAY_S, 'p3'))
  );
}

/** Wrapped native tokens follow the native unit's own series (WETH is ETH). */
function seriesSeed(chain: EvmChain, token: TokenInfo): string {
  return token.symbol === `W${chain.nativeSymbol}`
    ? `native|${chain.nativeSymbol}`
    : `token|${chain.hexId}|${token.address}`;
}

const WORDS = [
  'Lumen',
  'Orbit',
  'Nimbus',
  'Quartz',
  'Ember',
  'Tidal',
  'Vertex',
  'Cobalt',
  'Aurora',
  'Pixel',
  'Solace',
  'Falcon',
];

/** Any other address: a third have no pool (404); the rest are small tokens with a derived name. */
function genericToken(chain: EvmChain, addr: `0x${string}`): TokenInfo | null {
  const seed = `generic-token|${chain.hexId}|${addr}`;
  if (unit(seed, 'priced') < 0.35) return null;
  const word = pick(WORDS, seed, 'name');
  return {
    address: addr,
    chainHex: chain.hexId,
    name: `${word} Token`,
    symbol: `${word.slice(0, 3).toUpperCase()}${addr.slice(2, 4).toUpperCase()}`,
    decimals: pick([18, 18, 18, 9, 6], seed, 'decimals'),
    basePrice: 10 ** (intIn(-600, 200, seed, 'magnitude') / 100),
    volatility: 0.12,
    liquidityUsd: intIn(20_000, 3_000_000, seed, 'liquidity'),
    logo: 'token',
    possibleSpam: unit(seed, 'spam') < 0.15,
    verified: false,
  };
}

export interface PriceRequest {
  chain: EvmChain;
  token: `0x${string}`;
  /** A named exchange (case-insensitive) or a factory address. */
  exchange?: string;
  toBlock?: number;
  includeChange: boolean;
  nowMs: number;
  logo: LogoUrl;
}

function resolveExchange(chain: EvmChain, raw: string | undefined): { key: string; isDefault: boolean } {
  const fallback = defaultExchange(chain);
  if (raw === undefined || raw === '') return { key: fallback, isDefault: true };
  const lower = raw.trim().toLowerCase();
  const named = NAMED_EXCHANGES.find((name) => name === lower);
  if (named) return { key: named, isDefault: named === fallback };
  if (/^0x[0-9a-f]{40}$/.test(lower)) {
    const byFactory = NAMED_EXCHANGES.find((name) => factoryAddress(name) === lower);
    if (byFactory) return { key: byFactory, isDefault: byFactory === fallback };
    throw new HttpError(404, NO_POOLS);
  }
  throw badRequest(`Invalid exchange: "${raw}". Use one of ${NAMED_EXCHANGES.join(', ')} or a factory address.`);
}

/** Plain decimal text with about 12 significant digits (never exponent notation). */
export function plainDecimal(value: number): string {
  if (value === 0) return '0';
  const decimals = Math.min(100, Math.max(0, 11 - Math.floor(Math.log10(Math.abs(value)))));
  const text = value.toFixed(decimals);
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

export function tokenPrice(req: PriceRequest) {
  const { chain } = req;
  // Testnet tokens have no market: the service finds no pool for them.
  if (chain.testnet) throw new HttpError(404, NO_POOLS);
  const token = knownToken(chain.hexId, req.token) ?? genericToken(chain, req.token);
  if (!token || token.lowLiquidity) throw new HttpError(404, NO_POOLS);
  const exchange = resolveExchange(chain, req.exchange);
  const timeline = timelineOf(chain);
  const head = headBlock(timeline, req.nowMs);
  if (req.toBlock !== undefined && req.toBlock > head)
    throw badRequest(`to_block ${req.toBlock} is after the chain head (${head})`);
  const block = req.toBlock ?? head;
  const exchangeSeed = `exchange|${exchange.key}|${token.address}`;
  // Other venues trade a little off the main pool and hold a fraction of its liquidity.
  const venue = exchange.isDefault ? 1 : 1 + 0.004 * (unit(exchangeSeed, 'spread') - 0.5);
  const liquidity = token.liquidityUsd * (exchange.isDefault ? 1 : 0.05 + 0.35 * unit(exchangeSeed, 'share'));
  const seed = seriesSeed(chain, token);
  const priceAt = (b: number) =>
    token.basePrice * venue * swing(seed, token.volatility, blockTimeMs(timeline, b) / 1000);
  const usdPrice = priceAt(block);
  const nativeUsd =
    (NATIVE_USD[chain.nativeSymbol] ?? 1) *
    swing(`native|${chain.nativeSymbol}`, 0.06, blockTimeMs(timeline, block) / 1000);
  const wei = (usdPrice / nativeUsd) * 1e18;
  // Below 2^53 the float is exact enough to the wei; above, round to gwei so the digits stay honest.
  const nativeWei = wei < 2 ** 53 ? BigInt(Math.round(wei)) : BigInt(Math.round(wei / 1e9)) * 10n ** 9n;
  // For a cheap token the service writes the native price with a fraction of a wei ("1931927921.11").
  const nativeValue = wei < 1e12 ? wei.toFixed(2) : nativeWei.toString();
  const previous = priceAt(Math.max(0, block - blocksPerDay(timeline)));
  if (token.legacyShape) {
    // Real 2022 answers: four fields, the native unit's old name, the factory address checksummed.
    return {
      nativePrice: {
        value: nativeValue,
        decimals: chain.nativeDecimals,
        name: LEGACY_NATIVE_NAMES[chain.nativeSymbol] ?? chain.nativeSymbol,
        symbol: chain.nativeSymbol,
      },
      usdPrice,
      exchangeAddress: getAddress(factoryAddress(exchange.key)),
      exchangeName: EXCHANGES[exchange.key as keyof typeof EXCHANGES],
    };
  }
  return {
    tokenName: token.name,
    tokenSymbol: token.symbol,
    tokenLogo: req.logo(token.logo),
    tokenDecimals: String(token.decimals),
    nativePrice: {
      value: nativeValue,
      decimals: chain.nativeDecimals,
      name: NATIVE_NAMES[chain.nativeSymbol] ?? chain.nativeSymbol,
      symbol: chain.nativeSymbol,
      address: wrappedNativeAddress(chain),
    },
    usdPrice,
    usdPriceFormatted: plainDecimal(usdPrice),
    ...(req.includeChange ? { '24hrPercentChange': plainDecimal(((usdPrice - previous) / previous) * 100) } : {}),
    exchangeName: EXCHANGES[exchange.key as keyof typeof EXCHANGES],
    exchangeAddress: factoryAddress(exchange.key),
    tokenAddress: token.address,
    // Real answers leave toBlock out unless it was asked for, and say when the price last moved.
    ...(req.toBlock !== undefined ? { toBlock: String(block) } : {}),
    priceLastChangedAtBlock: String(Math.max(0, block - Math.floor(unit(seed, 'moved', block) * 5))),
    blockTimestamp: String(blockTimeMs(timeline, block)),
    possibleSpam: token.possibleSpam,
    verifiedContract: token.verified,
    securityScore: token.possibleSpam ? 12 : 60 + Math.floor(unit(seed, 'score') * 40),
    usdPrice24hr: previous,
    usdPrice24hrUsdChange: usdPrice - previous,
    usdPrice24hrPercentChange: ((usdPrice - previous) / previous) * 100,
    pairAddress: address('pool', chain.hexId, exchange.key, token.address),
    pairTotalLiquidityUsd: liquidity.toFixed(2),
  };
}
