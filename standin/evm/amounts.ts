import type { EvmChain } from '../../contract/lib/chains';
import { NATIVE_USD, type TokenInfo } from './known';
import { unit, type Part } from './rand';

/** Realistic magnitudes: amounts from a USD size, gas prices per chain. All exact bigints. */

/** A USD size between lo and hi, log-uniform (many small, few large). */
export function usdSize(lo: number, hi: number, ...parts: Part[]): number {
  return Math.exp(Math.log(lo) + (Math.log(hi) - Math.log(lo)) * unit(...parts));
}

/** `units` whole tokens as a bigint in the smallest unit, keeping 6 significant decimals. */
export function toSmallest(units: number, decimals: number): bigint {
  const scaled = BigInt(Math.round(units * 1e6));
  return decimals >= 6 ? scaled * 10n ** BigInt(decimals - 6) : scaled / 10n ** BigInt(6 - decimals);
}

export function tokenAmount(token: TokenInfo, usd: number): bigint {
  const amount = toSmallest(usd / token.basePrice, token.decimals);
  return amount > 0n ? amount : 1n;
}

export function nativeAmount(chain: EvmChain, usd: number): bigint {
  return toSmallest(usd / (NATIVE_USD[chain.nativeSymbol] ?? 1), chain.nativeDecimals);
}

/** Gas price ranges in gwei per native symbol family (roughly each chain's usual prices). */
const GWEI: Record<string, [number, number]> = {
  '0x1': [4, 38],
  '0x89': [30, 180],
  '0x38': [1, 3],
  '0xa86a': [25, 60],
  '0xfa': [5, 80],
  '0x19': [4500, 5200],
  '0xa4b1': [0.01, 0.08],
  '0x64': [1, 4],
  '0x2105': [0.002, 0.05],
  '0xa': [0.001, 0.02],
  '0xe708': [0.05, 0.3],
  '0x504': [125, 160],
  '0x505': [1, 3],
};

export function gasPrice(chain: EvmChain, block: number, ...parts: Part[]): bigint {
  const [lo, hi] = GWEI[chain.hexId] ?? [1, 10];
  // A slow daily-ish wave plus per-transaction jitter: neighbouring blocks pay similar prices.
  const wave = 0.5 + 0.5 * Math.sin(block / 3_000);
  const jitter = 0.85 + 0.3 * unit(...parts, 'gas-price');
  const gwei = (lo + (hi - lo) * wave) * jitter;
  return BigInt(Math.round(gwei * 1e6)) * 1000n;
}
