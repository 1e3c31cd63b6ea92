import { DAY, HOUR, type FailureRow } from '../../../../contract/pages/streams/types';
import { compareText } from '../../../lib/compareText';

export interface TopEntry {
  key: string;
  label: string;
  count: number;
  lastAt: number;
}

export interface FailureSummary {
  lastHour: number;
  lastDay: number;
  /** True when the loaded rows may not reach back a full day (more pages exist): counts are lower bounds. */
  partialHour: boolean;
  partialDay: boolean;
  topStreams: TopEntry[];
  topErrors: TopEntry[];
}

function top(
  rows: readonly FailureRow[],
  key: (row: FailureRow) => string,
  label: (row: FailureRow) => string,
  n: number,
): TopEntry[] {
  const counts = new Map<string, TopEntry>();
  for (const row of rows) {
    const k = key(row);
    const entry = counts.get(k);
    if (entry) {
      entry.count += 1;
      entry.lastAt = Math.max(entry.lastAt, row.at);
    } else counts.set(k, { key: k, label: label(row), count: 1, lastAt: row.at });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || b.lastAt - a.lastAt || compareText(a.key, b.key))
    .slice(0, n);
}

/**
 * Failures in the last hour and day, top streams and top errors. `oldestLoaded` and `complete`
 * say how far back the loaded pages reach, so a count that may be missing older rows is marked.
 */
export function summarize(
  rows: readonly FailureRow[],
  now: number,
  { complete, oldestLoaded, topN = 5 }: { complete: boolean; oldestLoaded: number | null; topN?: number },
): FailureSummary {
  let lastHour = 0;
  let lastDay = 0;
  for (const row of rows) {
    if (row.at > now) continue;
    if (row.at >= now - DAY) lastDay += 1;
    if (row.at >= now - HOUR) lastHour += 1;
  }
  const reaches = (since: number) => complete || (oldestLoaded !== null && oldestLoaded <= since);
  return {
    lastHour,
    lastDay,
    partialHour: !reaches(now - HOUR),
    partialDay: !reaches(now - DAY),
    topStreams: top(
      rows,
      (row) => row.streamId,
      (row) => row.tag || row.streamId,
      topN,
    ),
    topErrors: top(
      rows,
      (row) => row.errorMessage,
      (row) => row.errorMessage || '(no error message)',
      topN,
    ),
  };
}
