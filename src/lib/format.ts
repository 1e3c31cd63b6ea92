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

/** A 0x-hex string shortened to its head and tail: 0x1234…abcd. */
export function shortenHex(hex: string, head = 6, tail = 4): string {
  if (hex.length <= head + tail + 1) return hex;
  return `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}

/** Exact UTC time: "2024-05-01 12:34:56 UTC". */
export function formatUtc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;
}

// Built once: toLocaleString with options builds a new Intl.DateTimeFormat on every call (about
// a millisecond each), which dominated scrolling long virtualized tables of timestamps.
const localFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hour12: false, timeZoneName: 'short',
});

// Even with the formatter built once, format() with a zone name costs ~0.1 ms; every Timestamp's
// title needs it and a page redraws the same times, so each distinct time is formatted once.
const localCache = new Map<number, string>();
const LOCAL_CACHE_MAX = 5_000;

/** Local time with the zone's short name. */
export function formatLocal(date: Date): string {
  const ms = date.getTime();
  let text = localCache.get(ms);
  if (text === undefined) {
    text = localFormatter.format(date);
    if (localCache.size >= LOCAL_CACHE_MAX) localCache.clear();
    localCache.set(ms, text);
  }
  return text;
}

const relativeFormatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 hours". */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return 'just now';
  for (const [unit, size] of RELATIVE_UNITS) {
    if (abs >= size || unit === 'second') return relativeFormatter.format(Math.trunc(seconds / size), unit);
  }
  return relativeFormatter.format(seconds, 'second');
}

/** Short age for table cells: "12s", "5m", "3h", "4d", "2y". */
export function formatAge(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
  if (seconds < 365 * 86400) return `${Math.floor(seconds / 86400)}d`;
  return `${Math.floor(seconds / (365 * 86400))}y`;
}

/** How long ago data arrived, for "Updated …": "just now", "12 s ago", "3 min ago". */
export function formatUpdatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds < 2) return 'just now';
  if (seconds < 120) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}

/**
 * A microsecond timestamp string (chain B) as a Date (millisecond precision) plus the exact
 * ISO text with all six fractional digits, for the tooltip.
 */
export function parseMicroTimestamp(micros: string): { date: Date; isoMicros: string } {
  const value = BigInt(micros);
  const ms = value / 1000n;
  const fraction = (value % 1_000_000n).toString().padStart(6, '0');
  const date = new Date(Number(ms));
  const isoMicros = `${date.toISOString().slice(0, 19)}.${fraction}Z`;
  return { date, isoMicros };
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
