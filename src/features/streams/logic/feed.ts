import type { UnreadableItem } from '../../../../contract/schemas/common';
import type { FailedDeliveryLog, FailedDeliveryLogsPage } from '../../../../contract/schemas/streams';
import { compareNewestFirst, toFailureRow, type FailureRow } from '../../../../contract/pages/streams/types';

/**
 * The rows on screen and the new ones held back. A refresh of the first page never reorders
 * what the user is reading: known rows are updated in place (retries move on), unknown ones
 * wait in `pending` until the user asks to see them.
 */
export interface FeedState {
  rows: FailureRow[];
  ids: ReadonlySet<string>;
  pending: FailureRow[];
  /** A refresh found only new rows: more new failures may exist between them and the loaded ones. */
  gap: boolean;
  /** Where "Load more" continues; null once the history is exhausted. */
  nextCursor: string | null;
  total: number;
  started: boolean;
  /** Logs of the loaded pages that could not be read, once each (a refresh sends them again). */
  unreadable: UnreadableItem[];
}

export const emptyFeed: FeedState = {
  rows: [],
  ids: new Set(),
  pending: [],
  gap: false,
  nextCursor: null,
  total: 0,
  started: false,
  unreadable: [],
};

/** Adds a page's unreadable logs, skipping ones already held (the same raw JSON). */
function withUnreadable(state: FeedState, page: FailedDeliveryLogsPage): FeedState {
  if (page.unreadable.length === 0) return state;
  const known = new Set(state.unreadable.map((item) => JSON.stringify(item.raw)));
  const fresh = page.unreadable.filter((item) => !known.has(JSON.stringify(item.raw)));
  return fresh.length === 0 ? state : { ...state, unreadable: [...state.unreadable, ...fresh] };
}

export type FeedAction =
  | { type: 'head'; page: FailedDeliveryLogsPage }
  | { type: 'older'; page: FailedDeliveryLogsPage }
  | { type: 'show-pending'; gapRows?: readonly FailedDeliveryLog[] }
  | { type: 'reset' };

function withRows(state: FeedState, rows: FailureRow[]): FeedState {
  return { ...state, rows: rows.sort(compareNewestFirst), ids: new Set(rows.map((row) => row.id)) };
}

function addUnknown(state: FeedState, logs: readonly FailedDeliveryLog[]): FeedState {
  const fresh = logs.filter((log) => !state.ids.has(log.id)).map(toFailureRow);
  if (fresh.length === 0) return state;
  const unique = new Map(fresh.map((row) => [row.id, row]));
  return withRows(state, [...state.rows, ...unique.values()]);
}

export function feedReducer(current: FeedState, action: FeedAction): FeedState {
  const state = action.type === 'head' || action.type === 'older' ? withUnreadable(current, action.page) : current;
  switch (action.type) {
    case 'head': {
      const { page } = action;
      if (!state.started) {
        return { ...addUnknown({ ...state, started: true }, page.result), nextCursor: page.cursor, total: page.total };
      }
      const updates = new Map(page.result.filter((log) => state.ids.has(log.id)).map((log) => [log.id, log]));
      const rows =
        updates.size === 0
          ? state.rows
          : state.rows.map((row) => {
              const update = updates.get(row.id);
              return update ? toFailureRow(update) : row;
            });
      const pendingIds = new Set(state.pending.map((row) => row.id));
      const incoming = page.result.filter((log) => !state.ids.has(log.id) && !pendingIds.has(log.id)).map(toFailureRow);
      const pending = incoming.length === 0 ? state.pending : [...incoming, ...state.pending].sort(compareNewestFirst);
      const gap =
        state.gap || (page.result.length > 0 && updates.size === 0 && page.cursor !== null && state.rows.length > 0);
      return { ...state, rows, pending, gap, total: page.total };
    }
    case 'older': {
      const next = addUnknown(state, action.page.result);
      return { ...next, nextCursor: action.page.cursor, total: action.page.total || state.total, started: true };
    }
    case 'show-pending': {
      const merged = addUnknown({ ...state, pending: [], gap: false }, [...state.pending, ...(action.gapRows ?? [])]);
      return merged;
    }
    case 'reset':
      return emptyFeed;
  }
}
