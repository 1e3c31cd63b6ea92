import { formatUnitsExact } from '../lib/format';

export interface AmountProps {
  /** Smallest-unit amount as a decimal string or bigint (wei, token base units); the string may carry a fraction. */
  raw: string | bigint;
  decimals: number;
  symbol: string;
  /** Truncate the fraction for compact cells; the title keeps the exact value. */
  maxFractionDigits?: number;
  className?: string;
}

function exactDecimal(raw: string | bigint): string | bigint | null {
  if (typeof raw === 'bigint') return raw;
  const value = raw.trim();
  // Only plain decimals: BigInt("0x10") or BigInt("1e3") would silently reinterpret the value.
  return /^-?\d+(\.\d+)?$/.test(value) ? value : null;
}

/** An exact token amount: bigint all the way, formatted by src/lib/format.ts only. */
export function Amount({ raw, decimals, symbol, maxFractionDigits, className = '' }: AmountProps) {
  const value = exactDecimal(raw);
  if (value === null) {
    return (
      <span className={`tabular-nums text-zinc-400 ${className}`} title={`Unreadable amount: ${String(raw)}`}>
        —
      </span>
    );
  }
  const exact = formatUnitsExact(value, decimals);
  const shown = maxFractionDigits === undefined ? exact : formatUnitsExact(value, decimals, { maxFractionDigits });
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`} title={`${exact} ${symbol}`}>
      {shown}
      {symbol ? <span className="ml-1 text-zinc-500 dark:text-zinc-400">{symbol}</span> : null}
    </span>
  );
}
