import { formatUnits } from 'viem';
import { groupDigits } from './groupDigits';

export { formatInteger, groupDigits } from './groupDigits';

/**
 * One formatter per kind of value. Chain quantities arrive as decimal strings and stay bigint
 * until drawn here: nothing passes wei, gas or token amounts through `Number`.
 */

/**
 * An amount in the smallest unit shown in whole units, exactly: every significant digit is
 * kept (no rounding, no float). `maxFractionDigits` truncates for compact cells and marks it.
 * The smallest unit may itself carry a fraction (a cheap token's native price, "1931927921.11"
 * wei): its digits then move `decimals` + fraction length places.
 */
export function formatUnitsExact(
  raw: string | bigint,
  decimals: number,
  { maxFractionDigits }: { maxFractionDigits?: number } = {},
): string {
  const [whole = '', fraction = ''] = typeof raw === 'bigint' ? [] : raw.split('.');
  const value = typeof raw === 'bigint' ? raw : BigInt(whole + fraction);
  const full = formatUnits(value, decimals + fraction.length);
  if (maxFractionDigits === undefined) return groupDigits(full);
  const [int = '0', frac = ''] = full.split('.');
  if (frac.length <= maxFractionDigits) return groupDigits(full);
  const kept = frac.slice(0, maxFractionDigits).replace(/0+$/, '');
  if (int === '0' && kept === '') return `<0.${'0'.repeat(Math.max(0, maxFractionDigits - 1))}1`;
  return `${groupDigits(kept ? `${int}.${kept}` : int)}…`;
}

/** A native amount with its symbol: ("1500000000000000000", 18, "ETH") -> "1.5 ETH". */
export function formatNative(
  wei: string | bigint,
  decimals: number,
  symbol: string,
  options: { maxFractionDigits?: number } = {},
): string {
  return `${formatUnitsExact(wei, decimals, options)} ${symbol}`;
}

// USD figures are rounded by hand on the number's shortest decimal text, half away from zero, as
// Intl.NumberFormat rounds: not with toLocaleString, because the first Intl object a page builds
// loads the browser's locale data (20–70 ms of main thread, measured; see groupDigits.ts).

/** A finite number ≥ 0 as plain decimal text (no exponent): 4.5e-7 -> "0.00000045". */
function plainDecimal(value: number): string {
  const text = String(value);
  const [mantissa = '0', exponent] = text.split('e');
  if (exponent === undefined) return text;
  const [int = '0', frac = ''] = mantissa.split('.');
  const digits = int + frac;
  const point = int.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Plain decimal text divided by 10^places, exactly: ("4085", 3) -> "4.085". */
function shiftPointLeft(plain: string, places: number): string {
  const [int = '0', frac = ''] = plain.split('.');
  const padded = int.padStart(places + 1, '0');
  return `${padded.slice(0, padded.length - places)}.${padded.slice(padded.length - places)}${frac}`;
}

/** Plain decimal text rounded to `fractionDigits`, half away from zero, trailing zeros kept to `minFractionDigits`. */
function roundDecimal(plain: string, fractionDigits: number, minFractionDigits = 0): string {
  const [int = '0', frac = ''] = plain.split('.');
  let units = BigInt(int + frac.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((frac[fractionDigits] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  let fraction = digits.slice(digits.length - fractionDigits);
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * A USD price readable from 1e-12 to 1e6: normal prices with 2 to 4 decimals, tiny prices with
 * their significant digits after the zeros written as a count, e.g. "$0.0₉4521" for 4.521e-10.
 */
export function formatUsdPrice(price: number): string {
  if (!Number.isFinite(price)) return '—';
  if (price === 0) return '$0.00';
  if (price < 0) return `-${formatUsdPrice(-price)}`;
  if (price >= 1) return `$${groupDigits(roundDecimal(plainDecimal(price), price >= 1000 ? 2 : 4, 2))}`;
  if (price >= 0.0001) {
    // Four significant digits: the zeros after the point, then four.
    const plain = plainDecimal(price);
    const leadingZeros = /^0\.(0*)/.exec(plain)?.[1]?.length ?? 0;
    return `$${roundDecimal(plain, leadingZeros + 4)}`;
  }
  const exponent = Math.floor(Math.log10(price));
  const zeros = -exponent - 1;
  const digits = Math.round(price * 10 ** (-exponent + 3)).toString().replace(/0+$/, '') || '0';
  const subscript = String(zeros).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]!);
  return `$0.0${subscript}${digits}`;
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'];

/** A USD amount (liquidity) compact, with 2 decimals: "$1.23M", "$950.50", "$1.00K". */
export function formatUsdCompact(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value < 0) return `-${formatUsdCompact(-value)}`;
  let tier = value >= 1000 ? Math.min(Math.floor(Math.log10(value) / 3), COMPACT_SUFFIXES.length - 1) : 0;
  const plain = plainDecimal(value);
  let rounded = roundDecimal(shiftPointLeft(plain, 3 * tier), 2, 2);
  // 999,999 rounds to 1000K: that is 1M.
  if (Number(rounded) >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    tier += 1;
    rounded = roundDecimal(shiftPointLeft(plain, 3 * tier), 2, 2);
  }
  return `$${groupDigits(rounded)}${COMPACT_SUFFIXES[tier]}`;
}

/** A signed percent change from the service's decimal string: "+1.23%", "−4.50%". */
export function formatPercentChange(change: string | number): { text: string; direction: 'up' | 'down' | 'flat' } {
  const value = typeof change === 'number' ? change : Number(change);
  if (!Number.isFinite(value)) return { text: '—', direction: 'flat' };
  const rounded = Math.round(value * 100) / 100;
  if (rounded === 0) return { text: '0.00%', direction: 'flat' };
  const abs = Math.abs(rounded).toFixed(2);
  return rounded > 0 ? { text: `+${abs}%`, direction: 'up' } : { text: `−${abs}%`, direction: 'down' };
}
