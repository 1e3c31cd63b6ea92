import { Timestamp } from '../../components/Timestamp';
import { formatLocal, formatUtc } from '../../lib/formatTime';
import { hoverTitle } from '../../lib/hoverTitle';
import type { MicroTime } from './format';

export interface MicroTimeTextProps {
  time: MicroTime | null;
  /** What the service sent, shown on hover next to the exact instant. */
  raw: string;
  /** Add "(5 minutes ago)" after the date. */
  relative?: boolean;
}

/**
 * An Aptos instant: readable UTC date, relative age, and on hover the exact microsecond ISO
 * text (the shared Timestamp stops at seconds, which would hide what this chain records).
 */
export function MicroTimeText({ time, raw, relative = true }: MicroTimeTextProps) {
  if (!time)
    return (
      <span className="text-zinc-500" title={`Unreadable time: ${raw}`}>
        {raw || '—'}
      </span>
    );
  const title = () =>
    `${time.isoMicros}\n${formatLocal(time.date)}${raw !== time.isoMicros ? `\nAs sent: ${raw}` : ''}`;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <time dateTime={time.isoMicros} {...hoverTitle(title)} className="tabular-nums">
        {formatUtc(time.date)}
      </time>
      {relative ? (
        <span className="text-zinc-500 dark:text-zinc-400">
          (<Timestamp value={time.date} mode="relative" />)
        </span>
      ) : null}
    </span>
  );
}
