import { formatInteger } from '../../lib/format';
import type { FailureSummary, TopEntry } from './logic/summary';

function Count({ label, value, partial }: { label: string; value: number; partial: boolean }) {
  return (
    <div>
      <div className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</div>
      <div
        className="text-2xl font-semibold tabular-nums"
        title={partial ? 'At least: the loaded rows do not reach back that far' : undefined}
      >
        {partial && <span className="sr-only">at least </span>}
        {partial && <span aria-hidden="true">≥ </span>}
        {formatInteger(value)}
      </div>
    </div>
  );
}

/** An entry with an optional second line (the archive's first and last seen). */
type ListedEntry = TopEntry & { detail?: string | null; detailTitle?: string | null };

export function TopList({
  title,
  period,
  entries,
  onPick,
  note,
}: {
  title: string;
  period: string;
  entries: ListedEntry[];
  onPick: (key: string) => void;
  note?: string;
}) {
  const max = entries[0]?.count ?? 1;
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h3 className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{title}</h3>
      <p className="text-[11px] text-zinc-500 dark:text-zinc-400">{period}</p>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-500">None</p>
      ) : (
        <ol className="mt-1.5 space-y-0.5">
          {entries.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                onClick={() => onPick(entry.key)}
                title={`Filter on: ${entry.label}${(entry.detailTitle ?? entry.detail) ? `\n${entry.detailTitle ?? entry.detail}` : ''}`}
                className="group relative flex w-full items-center gap-2 rounded px-1 py-0.5 text-left text-xs hover:bg-zinc-50 dark:hover:bg-zinc-800"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0.5 left-0 rounded bg-red-100/70 dark:bg-red-900/30"
                  style={{ width: `${(entry.count / max) * 100}%` }}
                />
                <span className="relative min-w-0 flex-1">
                  <span className="block truncate">{entry.label}</span>
                  {entry.detail && (
                    <span className="block text-[11px] text-zinc-500 dark:text-zinc-400" data-testid="seen">
                      {entry.detail}
                    </span>
                  )}
                </span>
                <span className="relative shrink-0 tabular-nums text-zinc-600 dark:text-zinc-300">
                  {formatInteger(entry.count)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {note && <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">{note}</p>}
    </section>
  );
}

export interface SummaryCardsProps {
  summary: FailureSummary;
  /** What the top lists count, in words: "24 h window, loaded failures since 02:10 UTC". */
  period: string;
  onPickStream: (id: string) => void;
  onPickError: (message: string) => void;
  /** Offered when the day count is a lower bound: loads back until it is exact. */
  onLoadDay?: () => void;
  loading: boolean;
}

/** Three cards of the page's top grid (the chart is the fourth, placed by the page). */
export function SummaryCards({ summary, period, onPickStream, onPickError, onLoadDay, loading }: SummaryCardsProps) {
  return (
    <>
      <section
        aria-label="Failure counts"
        className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <Count label="Failures, last hour" value={summary.lastHour} partial={summary.partialHour} />
        <Count label="Failures, last 24 h" value={summary.lastDay} partial={summary.partialDay} />
        {summary.partialDay && onLoadDay && (
          <button
            type="button"
            onClick={onLoadDay}
            disabled={loading}
            className="self-start text-left text-xs text-accent-700 hover:underline disabled:opacity-50 dark:text-accent-300"
          >
            Load the last 24 h for exact counts
          </button>
        )}
      </section>
      <TopList
        title="Top failing streams"
        period={period}
        entries={summary.topStreams}
        onPick={onPickStream}
        note="A stream whose success rate falls under 70 % is put into an error state by the service."
      />
      <TopList title="Top errors" period={period} entries={summary.topErrors} onPick={onPickError} />
    </>
  );
}
