import { formatAge, formatRelative, formatTimeTitle, formatUtc } from '../lib/formatTime';
import { DEFAULT_TICK_MS, useNow } from '../lib/useNow';

export interface TimestampProps {
  value: Date | string;
  /** 'age' ("5m", default), 'relative' ("5 minutes ago") or 'absolute' (UTC). */
  mode?: 'age' | 'relative' | 'absolute';
  className?: string;
}

export function Timestamp({ value, mode = 'age', className = '' }: TimestampProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  // Every Timestamp shares one 15 s tick; an absolute time never needs one.
  const current = useNow(DEFAULT_TICK_MS, mode !== 'absolute');
  if (Number.isNaN(date.getTime())) {
    return <span className={`text-zinc-400 ${className}`} title={`Unreadable time: ${String(value)}`}>—</span>;
  }
  const nowDate = new Date(current);
  const text = mode === 'age' ? formatAge(date, nowDate) : mode === 'relative' ? formatRelative(date, nowDate) : formatUtc(date);
  const title = `${formatTimeTitle(date)}${mode === 'absolute' ? `\n${formatRelative(date, nowDate)}` : ''}`;
  return (
    <time dateTime={date.toISOString()} title={title} className={`whitespace-nowrap tabular-nums ${className}`}>
      {text}
    </time>
  );
}
