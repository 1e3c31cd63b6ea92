import { formatUnits } from 'viem';

/**
 * One formatter per kind of value. Chain quantities arrive as decimal strings and stay bigint
 * until drawn here: nothing passes wei, gas or token amounts through `Number`, so their grouping
 * is written out below (Intl would round a bigint's decimal text through a float). USD figures
 * are floats from the service and go through Intl.
 */

/** Creates an Intl formatter on first use: building one loads the browser's locale data. */
export function lazily<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

function groupInteger(value: bigint): string {
  const text = value.toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return negative ? `-${grouped}` : grouped;
}

/** Groups the integer part of a decimal string with commas, exactly: "1234567.5" -> "1,234,567.5". */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const [int = '0', frac] = unsigned.split('.');
  const grouped = groupInteger(BigInt(int));
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** An integer quantity (block number, gas, nonce, a count) with grouping: "21000" -> "21,000". */
export function formatInteger(value: string | bigint | number): string {
  return groupInteger(typeof value === 'bigint' ? value : BigInt(value));
}

/** A 0x-hex string shortened to its head and tail: 0x1234…abcd. */
export function shortenHex(hex: string, head = 6, tail = 4): string {
  if (hex.length <= head + tail + 1) return hex;
  return `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}

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

const usdLarge = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const usdUnit = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);
const usdSmall = lazily(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }),
);
const usdCompact = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * A USD price readable from 1e-12 to 1e6: normal prices with 2 to 4 decimals, tiny prices with
 * their significant digits after the zeros written as a count, e.g. "$0.0₉4521" for 4.521e-10.
 */
export function formatUsdPrice(price: number): string {
  if (!Number.isFinite(price)) return '—';
  if (price === 0) return '$0.00';
  if (price < 0) return `-${formatUsdPrice(-price)}`;
  if (price >= 1000) return usdLarge().format(price);
  if (price >= 1) return usdUnit().format(price);
  // Four significant digits: the zeros after the point, then four.
  if (price >= 0.0001) return usdSmall().format(price);
  const exponent = Math.floor(Math.log10(price));
  const zeros = -exponent - 1;
  const digits =
    Math.round(price * 10 ** (-exponent + 3))
      .toString()
      .replace(/0+$/, '') || '0';
  const subscript = String(zeros).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]!);
  return `$0.0${subscript}${digits}`;
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * Prices in the subscript-zeros form written out: "$0.0₅8926" -> "$0.000008926", anywhere in a
 * text. The subscript counts the zeros after the point; a spreadsheet or a reader that does not
 * know the notation gets the plain number (the copy of a selection, a price's hover text).
 */
export function expandSubscriptZeros(text: string): string {
  return text.replace(/0\.0([₀-₉]+)(\d+)/g, (_, subscript: string, digits: string) => {
    const zeros = Number([...subscript].map((char) => SUBSCRIPT_DIGITS.indexOf(char)).join(''));
    return `0.${'0'.repeat(zeros)}${digits}`;
  });
}

/** formatUsdPrice without the subscript notation: "$0.000008926". */
export function formatUsdPricePlain(price: number): string {
  return expandSubscriptZeros(formatUsdPrice(price));
}

/** A USD amount (liquidity) compact, with 2 decimals: "$1.23M", "$950.50", "$1.00K". */
export function formatUsdCompact(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value < 0) return `-${formatUsdCompact(-value)}`;
  return usdCompact().format(value);
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
