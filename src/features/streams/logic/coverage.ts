import { HISTORY_RETENTION_MS } from '../../../../contract/pages/streams/retry';
import { chosenSpan, windowBounds, type WindowChoice } from '../../../../contract/pages/streams/window';

/**
 * How much of the chosen window the live view's loaded rows cover. The live view holds the
 * newest pages of the service's history; a window reaching back further than the oldest loaded
 * row is only partly counted, and the page says by how much ("covers 3h 10m of the 24 h").
 */
export interface LiveCoverage {
  /** The span the counts are exact for, in ms. */
  coveredMs: number;
  /** The span chosen, in ms; null for 'all'. */
  chosenMs: number | null;
  /** Where the exact span starts: the oldest loaded row, or the window's start if that is newer. */
  coveredFrom: number;
  /** The counts are exact for the whole window. */
  full: boolean;
  /** Why it is not full: more pages to load, or the service's history ends (about 7 days). */
  limit: 'loaded' | 'retention' | null;
}

export function liveCoverage(
  choice: WindowChoice,
  now: number,
  { oldestLoaded, complete }: { oldestLoaded: number | null; complete: boolean },
): LiveCoverage {
  const { since, until } = windowBounds(choice, now);
  const end = Math.min(until ?? now, now);
  // With the whole history loaded the reach is what the service keeps (it drops failures after
  // about a week), or the oldest row if an older one is still there.
  const retentionStart = now - HISTORY_RETENTION_MS;
  const reach = complete ? Math.min(oldestLoaded ?? retentionStart, retentionStart) : (oldestLoaded ?? end);
  const chosenMs = chosenSpan(choice, now);
  const start = since ?? reach;
  const coveredFrom = Math.max(start, reach);
  const coveredMs = Math.max(0, end - Math.min(coveredFrom, end));
  const full = since === null ? complete : reach <= since;
  return { coveredMs, chosenMs, coveredFrom, full, limit: full ? null : complete ? 'retention' : 'loaded' };
}
