import { chainLabelFromHexId } from '../../../../contract/lib/chains';
import { formatInteger } from '../../../lib/format';
import { formatTimeTitle, formatUtc } from '../../../lib/formatTime';
import type { FailureRow } from '../../../../contract/pages/streams/types';
import { splitUrl, type UrlParts } from './url';

/**
 * The table's text for one row that does not depend on the clock: chain label, grouped block
 * number, split webhook URL, UTC time. Computed once per row object (rows are immutable)
 * and kept while the row is: scrolling 10,000 rows draws a fresh window of rows every frame, and
 * re-deriving these (URL parsing, time formatting, chain lookups) for each was frame time.
 */
export interface RowText {
  /** ISO time for <time dateTime>, or null when the service's time cannot be read. */
  createdIso: string | null;
  /** Hover text of the age: UTC and local time (or why there is none), built when hovered (src/lib/hoverTitle.ts). */
  createdTitle: () => string;
  /** Accessible name of the row's details button. */
  detailsLabel: string;
  streamShort: string;
  chainLabel: string;
  block: string;
  webhook: UrlParts;
}

const cache = new WeakMap<FailureRow, RowText>();

export function rowText(row: FailureRow): RowText {
  let text = cache.get(row);
  if (!text) {
    text = computeRowText(row);
    cache.set(row, text);
  }
  return text;
}

function computeRowText(row: FailureRow): RowText {
  const date = new Date(row.at);
  const readable = !Number.isNaN(row.at);
  const utc = readable ? formatUtc(date) : '';
  return {
    createdIso: readable ? date.toISOString() : null,
    createdTitle: readable ? () => formatTimeTitle(date) : () => `Unreadable time: ${row.createdAt}`,
    detailsLabel: readable ? `Details of the failure at ${utc}` : `Details of the failure ${row.id}`,
    streamShort: row.streamId.slice(0, 8),
    chainLabel: chainLabelFromHexId(row.chain),
    block: Number.isNaN(row.blockNumber)
      ? '—'
      : Number.isSafeInteger(row.blockNumber)
        ? formatInteger(row.blockNumber)
        : String(row.blockNumber),
    webhook: splitUrlCached(row.webhookUrl),
  };
}

// A few streams send thousands of failures to the same webhook: parse each URL once. Bounded,
// since hostile or odd data could carry a different URL on every row.
const urlParts = new Map<string, UrlParts>();
const URL_CACHE_MAX = 2_000;

function splitUrlCached(url: string): UrlParts {
  let parts = urlParts.get(url);
  if (!parts) {
    parts = splitUrl(url);
    if (urlParts.size >= URL_CACHE_MAX) urlParts.clear();
    urlParts.set(url, parts);
  }
  return parts;
}
