import { memo } from 'react';
import type { ArchiveSummary } from '../../../contract/schemas/archive';
import { chainLabelFromHexId } from '../../../contract/lib/chains';
import { formatInteger } from '../../lib/format';
import type { ArchiveCoverage } from './logic/archiveCoverage';
import { rateText, seenShort, seenText } from './logic/archiveRate';
import { TopList } from './SummaryCards';

export interface ArchiveSummaryCardsProps {
  summary: ArchiveSummary;
  /** What the window is called: "24 h", "2026-11-20 10:00 – now UTC". */
  label: string;
  coverage: ArchiveCoverage;
  onPickStream: (id: string) => void;
  onPickError: (message: string) => void;
}

const TOP = 5;

/**
 * The archive's exact counts for the window, and the top lists, each saying what it counts: the
 * window and since when the archive holds failures. Memoised: drawn again when the summary or
 * the coverage changes, not for the table's pages or the page's clock.
 */
export const ArchiveSummaryCards = memo(function ArchiveSummaryCards({
  summary,
  label,
  coverage,
  onPickStream,
  onPickError,
}: ArchiveSummaryCardsProps) {
  const period = `${label}, ${coverage.since}`;
  const streams = summary.byStream.slice(0, TOP).map((stream) => ({
    key: stream.streamId,
    label: stream.tag || stream.streamId,
    count: stream.count,
    lastAt: 0,
    detail: seenShort(stream),
    detailTitle: seenText(stream),
  }));
  const errors = summary.byError.groups.slice(0, TOP).map((group) => ({
    key: group.key,
    label: group.key || '(no error message)',
    count: group.count,
    lastAt: 0,
    detail: seenShort(group),
    detailTitle: seenText(group),
  }));
  const moreErrors = summary.byError.groups.length - errors.length + summary.byError.otherGroups;
  const moreErrorCount =
    summary.byError.groups.slice(TOP).reduce((sum, group) => sum + group.count, 0) + summary.byError.otherCount;
  const rate = rateText(summary);
  const chains = summary.byChain.groups
    .map((group) => `${chainLabelFromHexId(group.key)} ${formatInteger(group.count)}`)
    .join(' · ');
  return (
    <>
      <section
        aria-label="Failure counts"
        className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div>
          <div className="text-xs font-medium text-zinc-500 dark:text-zinc-400">Failures, {label}</div>
          <div className="text-2xl font-semibold tabular-nums" data-testid="archive-total">
            {formatInteger(summary.total)}
          </div>
        </div>
        {rate && (
          <p
            className="text-xs text-zinc-600 dark:text-zinc-400"
            data-testid="archive-rate"
            title={`Failures per hour over ${rate.exact}: the part of the window the archive covers`}
          >
            <span className="font-medium tabular-nums text-zinc-800 dark:text-zinc-200">{rate.perHour}</span>{' '}
            {rate.span}
          </p>
        )}
        <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="archive-since">
          {coverage.whole ? 'Exact for the window' : 'Exact for what is archived'} · {coverage.since}
        </p>
        {chains && (
          <p className="text-xs text-zinc-500 dark:text-zinc-400" title="Failures per chain in the window">
            {chains}
          </p>
        )}
      </section>
      <TopList
        title="Top failing streams"
        period={period}
        entries={streams}
        onPick={onPickStream}
        note="Health of every stream: see Stream health below."
      />
      <TopList
        title="Top errors"
        period={period}
        entries={errors}
        onPick={onPickError}
        note={
          moreErrors > 0
            ? `${formatInteger(moreErrors)} more error messages: ${formatInteger(moreErrorCount)} failures.`
            : undefined
        }
      />
    </>
  );
});
