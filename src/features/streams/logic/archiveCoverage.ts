import type { ArchiveSummary } from '../../../../contract/schemas/archive';
import { formatDuration } from '../../../../contract/pages/streams/retry';
import { chosenPhrase, type WindowChoice } from '../../../../contract/pages/streams/window';

export interface ArchiveCoverage {
  /** "archive since 2026-11-18 04:01 UTC" (or why there is no since yet). */
  since: string;
  /** Whether the counts are the whole window's. */
  whole: boolean;
  /** The plain sentence when they are not: "Covers 6d 23h of the 30 d you chose". */
  sentence: string | null;
}

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What the archive's counts cover. Every count is exact for what is archived; when the archive
 * starts after the window does (it is younger than the window, or its first backfill is still
 * running), the page says how much of the window that is.
 */
export function archiveCoverage(
  summary: Pick<ArchiveSummary, 'window' | 'coverage'>,
  choice: WindowChoice,
  now: number,
): ArchiveCoverage {
  const { coverage, window } = summary;
  if (coverage.oldest == null) {
    return {
      since: 'archive empty so far',
      whole: false,
      sentence:
        coverage.backfillCompletedAt == null
          ? 'The archive is being filled for the first time: nothing archived yet.'
          : 'Nothing archived yet.',
    };
  }
  const since = `archive since ${utcMinute(coverage.oldest)}`;
  if (coverage.coversWindow) return { since, whole: true, sentence: null };
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  const covered = Math.max(0, to - Math.max(from, Date.parse(coverage.oldest)));
  const filling = coverage.backfillCompletedAt == null ? ' The archive is still being filled for the first time.' : '';
  const chosen =
    choice.kind === 'preset' && choice.window === 'all'
      ? 'the span asked for'
      : `${chosenPhrase(choice, now)} you chose`;
  return {
    since,
    whole: false,
    sentence: `Covers ${covered > 0 ? formatDuration(covered) : 'none'} of ${chosen}: ${since}.${filling}`,
  };
}
