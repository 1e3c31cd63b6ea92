import { formatUtc } from '../../lib/formatTime';
import { Button } from '../../components/Button';
import type { LiveCoverage } from './logic/coverage';
import { formatDuration } from '../../../contract/pages/streams/retry';
import { chosenPhrase, type WindowChoice } from '../../../contract/pages/streams/window';

export interface CoverageNoteProps {
  coverage: LiveCoverage;
  choice: WindowChoice;
  now: number;
  /** Offered while more pages exist: walks back until the window is loaded (within the cap). */
  onLoadWindow?: () => void;
  loading: boolean;
}

/**
 * The live view's plain statement of what its counts cover. The live view holds the newest pages
 * of the service's history, so a window reaching back further is only partly counted: the page
 * says "covers 3h 10m of the 24 h you chose" instead of showing a partial count as the window's.
 */
export function CoverageNote({ coverage, choice, now, onLoadWindow, loading }: CoverageNoteProps) {
  if (coverage.full) return null;
  const covered = coverage.coveredMs > 0 ? formatDuration(coverage.coveredMs) : 'none';
  const chosen = chosenPhrase(choice, now);
  const reach = formatUtc(new Date(coverage.coveredFrom)).slice(0, 16);
  return (
    <div
      role="status"
      data-testid="coverage"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p>
        <strong className="font-semibold">
          {coverage.chosenMs === null
            ? `Covers the newest ${covered} of the history`
            : `Covers ${covered} of ${chosen} you chose`}
        </strong>
        {coverage.limit === 'retention'
          ? `: the streams service keeps about 7 days of failures, and this server's archive is off.`
          : `: the loaded failures reach back to ${reach} UTC. Counts, chart, top lists and CSV count only those.`}
      </p>
      {coverage.limit === 'loaded' && onLoadWindow && (
        <Button size="sm" onClick={onLoadWindow} disabled={loading}>
          {loading ? 'Loading…' : coverage.chosenMs === null ? 'Load the whole history' : 'Load the whole window'}
        </Button>
      )}
    </div>
  );
}
