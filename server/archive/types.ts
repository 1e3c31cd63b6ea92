/** What the archive holds and how it is asked (docs/archive.md). Times are ms since the epoch. */

export interface ArchivedFailure {
  readonly id: string;
  readonly streamId: string;
  /** Lowercased as sent: a hex chain id ("0x1") or a network name. */
  readonly chain: string;
  readonly webhookUrl: string;
  readonly tag: string;
  /** The highest retry count seen for this failure. */
  readonly retries: number;
  readonly deliveryStatus: string;
  /** Null when the service sent a block number that is not a whole number. */
  readonly blockNumber: number | null;
  readonly errorMessage: string;
  /** Lowercased ("evm", "aptos"). */
  readonly type: string;
  readonly createdAt: number;
  readonly archivedAt: number;
}

export interface FailureFilter {
  /** createdAt >= from */
  readonly from?: number;
  /** createdAt < to */
  readonly to?: number;
  readonly stream?: string;
  readonly chain?: string;
  readonly type?: string;
  readonly tag?: string;
  /** Case-insensitive substring of the error message. */
  readonly error?: string;
  readonly fromBlock?: number;
  readonly toBlock?: number;
}

/** A keyset position: the last row of a page. */
export interface Position {
  readonly createdAt: number;
  readonly id: string;
}

export interface Group {
  readonly key: string;
  readonly count: number;
}

export interface TopGroups {
  readonly groups: Group[];
  readonly otherGroups: number;
  readonly otherCount: number;
}

export interface StreamCount {
  readonly streamId: string;
  readonly tag: string;
  readonly count: number;
  readonly retriesSum: number;
}

/** A stream the archive holds failures of (`GET /api/archive/streams`). */
export interface ArchiveStream {
  readonly streamId: string;
  /** The tag of its newest failure. */
  readonly tag: string;
  readonly count: number;
  readonly lastFailureAt: number;
}

export interface Bucket {
  readonly start: number;
  readonly count: number;
  readonly by: Record<string, number>;
}

export interface Coverage {
  readonly rows: number;
  readonly oldest: number | null;
  readonly newest: number | null;
}

/** The watcher's place in the log, stored with each page it writes. */
export interface Walk {
  /** The walk stops at a page holding a failure created before this; null = the whole log. */
  readonly floor: number | null;
  /** The upstream cursor of the next page; null = the top. */
  readonly cursor: string | null;
  /** The newest createdAt on the walk's first page. */
  readonly top: number | null;
  /** True for the first walk into an empty archive. */
  readonly backfill: boolean;
}

export interface WatcherState {
  readonly walk: Walk | null;
  /** Every failure created from (coveredTo - overlap) to coveredTo is archived. */
  readonly coveredTo: number | null;
  readonly backfillCompletedAt: number | null;
}
