import type { Direction } from './tx';

const DIRECTION_STYLE: Record<Direction, string> = {
  IN: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300',
  OUT: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-300',
  SELF: 'border-zinc-300 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

const DIRECTION_TITLE: Record<Direction, string> = {
  IN: 'Incoming: sent to this wallet',
  OUT: 'Outgoing: sent by this wallet',
  SELF: 'Self: this wallet sent to itself',
};

export function DirectionBadge({ direction }: { direction: Direction | null }) {
  if (!direction) return <span className="inline-block w-11" aria-hidden="true" />;
  return (
    <span
      title={DIRECTION_TITLE[direction]}
      className={`inline-flex w-11 justify-center rounded border px-1 py-px text-[10px] font-semibold tracking-wide ${DIRECTION_STYLE[direction]}`}
    >
      {direction}
    </span>
  );
}

export function FailedBadge() {
  return (
    <span
      title="This transaction failed (receipt status 0): its value did not move, its fee was still paid."
      className="inline-flex rounded border border-red-300 bg-red-50 px-1 py-px text-[10px] font-semibold uppercase text-red-700 dark:border-red-800 dark:bg-red-950/60 dark:text-red-300"
    >
      Failed
    </span>
  );
}

export function MethodBadge({ text, title }: { text: string; title?: string }) {
  return (
    <span
      title={title ?? text}
      className="inline-block max-w-28 truncate rounded border border-zinc-200 bg-zinc-100 px-1.5 py-px align-middle font-mono text-[11px] text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
    >
      {text}
    </span>
  );
}
