import { formatUnits } from 'viem';

/**
 * One formatter per kind of value. Chain quantities arrive as decimal strings and stay bigint
 * until drawn here: nothing passes wei, gas or token amounts through `Number`.
 */

/**
 * en-US grouping of an integer, by hand: Intl.NumberFormat#format(bigint) gave the same text but
 * cost tens of microseconds a call, and a wallet page formats several numbers per row.
 */
function groupInteger(value: bigint): string {
  const text = value.toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return negative ? `-${grouped}` : grouped;
}

/** Groups the integer part of a decimal string with commas: "1234567.5" -> "1,234,567.5". */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const [int = '0', frac] = unsigned.split('.');
  const grouped = groupInteger(BigInt(int));
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** An integer quantity (block number, gas, nonce) with grouping: "21000" -> "21,000". */
export function formatInteger(value: string | bigint | number): string {
  return groupInteger(typeof value === 'bigint' ? value : BigInt(value));
}

/**
 * An amount in the smallest unit shown in whole units, exactly: every significant digit is
 * kept (no rounding, no float). `maxFractionDigits` truncates for compact cells and marks it.
 */
export function formatUnitsExact(
  raw: string | bigint,
  decimals: number,
  { maxFractionDigits }: { maxFractionDigits?: number } = {},
): string {
  const value = typeof raw === 'bigint' ? raw : BigInt(raw);
  const full = formatUnits(value, decimals);
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

/**
 * A USD price readable from 1e-12 to 1e6: normal prices with 2 to 4 decimals, tiny prices with
 * their significant digits after the zeros written as a count, e.g. "$0.0₉4521" for 4.521e-10.
 */
export function formatUsdPrice(price: number): string {
  if (!Number.isFinite(price)) return '—';
  if (price === 0) return '$0.00';
  if (price >= 1) {
    return `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: price >= 1000 ? 2 : 4 })}`;
  }
  if (price >= 0.0001) return `$${price.toLocaleString('en-US', { maximumSignificantDigits: 4 })}`;
  const exponent = Math.floor(Math.log10(price));
  const zeros = -exponent - 1;
  const digits = Math.round(price * 10 ** (-exponent + 3)).toString().replace(/0+$/, '') || '0';
  const subscript = String(zeros).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]!);
  return `$0.0${subscript}${digits}`;
}

/** A USD amount (liquidity) compact: "$1.23M". */
export function formatUsdCompact(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 });
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
