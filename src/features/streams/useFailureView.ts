import { useMemo } from 'react';
import { chainLabelFromHexId } from '../../../contract/lib/chains';
import { distinctOptions, makeFilter } from './logic/filters';
import { flattenGroups, groupRows, type ListItem } from './logic/grouping';
import type { StreamsView } from '../../../contract/pages/streams/view';
import { summarize } from './logic/summary';
import { isDelivered } from './logic/delivery';
import type { FailureRow } from '../../../contract/pages/streams/types';
import { MINUTE } from '../../../contract/pages/streams/types';
import type { WindowChoice } from '../../../contract/pages/streams/window';

const ALL: WindowChoice = { kind: 'preset', window: 'all' };

/**
 * Everything the page derives from the loaded rows, memoised so a 5-second clock tick or a
 * refresh that changed nothing does not refilter 10,000 rows.
 */
export function useFailureView(
  rows: readonly FailureRow[],
  view: StreamsView,
  now: number,
  expanded: ReadonlySet<string>,
  complete: boolean,
) {
  const { filters, group } = view;
  // Time windows move with the clock by the minute: enough for 1 h / 24 h / 7 d windows.
  const minuteNow = Math.floor(now / MINUTE) * MINUTE;
  const windowNow = filters.window.kind === 'preset' && filters.window.window === 'all' ? 0 : minuteNow;

  const filtered = useMemo(() => rows.filter(makeFilter(filters, windowNow)), [rows, filters, windowNow]);
  // The hour/day counts ignore the window (they are windows themselves) but keep the other filters.
  const unwindowed = useMemo(
    () => (windowNow === 0 ? filtered : rows.filter(makeFilter({ ...filters, window: ALL }, 0))),
    [rows, filters, filtered, windowNow],
  );
  const oldest = rows.at(-1)?.at ?? null;
  // Delivered logs stay in the table (marked) but count as no failure (logic/delivery.ts).
  const failing = useMemo(() => filtered.filter((row) => !isDelivered(row)), [filtered]);
  const summary = useMemo(() => {
    const counts = summarize(
      unwindowed.filter((row) => !isDelivered(row)),
      minuteNow,
      { complete, oldestLoaded: oldest },
    );
    const tops = summarize(failing, minuteNow, { complete, oldestLoaded: oldest });
    return { ...counts, topStreams: tops.topStreams, topErrors: tops.topErrors };
  }, [unwindowed, failing, minuteNow, complete, oldest]);

  const options = useMemo(
    () => ({
      stream: distinctOptions(
        rows,
        (row) => row.streamId,
        (value, row) => `${row.tag || value.slice(0, 8)} · ${value.slice(0, 8)}`,
      ),
      chain: distinctOptions(
        rows,
        (row) => row.chain,
        (value) => chainLabelFromHexId(value),
      ),
      type: distinctOptions(rows, (row) => row.type),
      tag: distinctOptions(
        rows,
        (row) => row.tag,
        (value) => value || '(no tag)',
      ),
    }),
    [rows],
  );

  const groups = useMemo(() => (group === 'none' ? null : groupRows(filtered, group)), [filtered, group]);
  const items = useMemo<ListItem[]>(
    () => (groups ? flattenGroups(groups, expanded) : filtered.map((row) => ({ kind: 'row', row }))),
    [groups, filtered, expanded],
  );

  return { filtered, failing, summary, options, groups, items };
}
