import { useSyncExternalStore } from 'react';
import { formatAge, formatLocal, formatRelative, formatUtc } from '../lib/format';

export interface TimestampProps {
  value: Date | string;
  /** 'age' ("5m", default), 'relative' ("5 minutes ago") or 'absolute' (UTC). */
  mode?: 'age' | 'relative' | 'absolute';
  className?: string;
}

// One shared ticker for every Timestamp on the page instead of one interval per cell.
const TICK_MS = 15_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function useNow(enabled: boolean): number {
  return useSyncExternalStore(
    enabled ? subscribe : noopSubscribe,
    () => now,
    () => now,
  );
}
const noopSubscribe = () => () => {};

export function Timestamp({ value, mode = 'age', className = '' }: TimestampProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const current = useNow(mode !== 'absolute');
  if (Number.isNaN(date.getTime())) {
    return <span className={`text-zinc-400 ${className}`} title={`Unreadable time: ${String(value)}`}>—</span>;
  }
  const nowDate = new Date(current);
  const text = mode === 'age' ? formatAge(date, nowDate) : mode === 'relative' ? formatRelative(date, nowDate) : formatUtc(date);
  const title = `${formatUtc(date)}\n${formatLocal(date)}${mode === 'absolute' ? `\n${formatRelative(date, nowDate)}` : ''}`;
  return (
    <time dateTime={date.toISOString()} title={title} className={`whitespace-nowrap tabular-nums ${className}`}>
      {text}
    </time>
  );
}
