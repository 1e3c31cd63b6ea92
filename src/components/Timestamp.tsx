import {
  formatAge,
  formatLocal,
  formatLocalLines,
  formatRelative,
  formatTimeTitle,
  formatUtc,
  formatUtcLines,
} from '../lib/formatTime';
import { hoverTitle } from '../lib/hoverTitle';
import { DEFAULT_TICK_MS, useNow } from '../lib/useNow';

export interface TimestampProps {
  value: Date | string;
  /** 'age' ("5m", default), 'relative' ("5 minutes ago"), 'absolute' (UTC) or 'local' (the browser's zone, with its offset). */
  mode?: 'age' | 'relative' | 'absolute' | 'local';
  className?: string;
  /** 'absolute' and 'local' on two lines, the day above the time and zone: for narrow table columns. */
  twoLines?: boolean;
}

export function Timestamp({ value, mode = 'age', className = '', twoLines = false }: TimestampProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  // Every Timestamp shares one 15 s tick; an absolute time never needs one.
  const fixed = mode === 'absolute' || mode === 'local';
  const current = useNow(DEFAULT_TICK_MS, !fixed);
  if (Number.isNaN(date.getTime())) {
    return (
      <span className={`text-zinc-400 ${className}`} title={`Unreadable time: ${String(value)}`}>
        —
      </span>
    );
  }
  const nowDate = new Date(current);
  const title = hoverTitle(() => `${formatTimeTitle(date)}${fixed ? `\n${formatRelative(date, new Date())}` : ''}`);
  if (fixed && twoLines) {
    const [day, time] = mode === 'local' ? formatLocalLines(date) : formatUtcLines(date);
    return (
      <time
        dateTime={date.toISOString()}
        {...title}
        className={`flex flex-col whitespace-nowrap leading-tight tabular-nums ${className}`}
      >
        <span>{day}</span>
        {/* The text reads as the one-line form (copy, screen readers). */}
        <span className="sr-only">{mode === 'local' ? ', ' : ' '}</span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{time}</span>
      </time>
    );
  }
  const text =
    mode === 'age'
      ? formatAge(date, nowDate)
      : mode === 'relative'
        ? formatRelative(date, nowDate)
        : mode === 'local'
          ? formatLocal(date)
          : formatUtc(date);
  return (
    <time dateTime={date.toISOString()} {...title} className={`whitespace-nowrap tabular-nums ${className}`}>
      {text}
    </time>
  );
}
