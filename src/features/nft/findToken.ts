import { isApiError } from '../../api/errors';
import { isTokenId, type TokenFindMode } from '../../../contract/pages/nft/tokenSearch';
import type { NftTransfer } from '../../../contract/schemas/evm';
import { sleep } from '../../lib/sleep';
import type { Pacer } from '../export/pacer';
import type { CursorPage } from '../export/walkCursor';

/** One page of the walk; `charged` is false when it came from the cache (no call, no units). */
export type ChargedFetch = (
  cursor: string | null,
  signal: AbortSignal,
) => Promise<CursorPage<NftTransfer> & { charged: boolean }>;

export interface FindProgress {
  calls: number;
  scanned: number;
  matches: number;
  /** Milliseconds the walk is waiting for the budget's refill (0 while it is not). */
  waitingMs: number;
}

export interface FindResult {
  /** Newest first. In holder mode at most one: the id's latest transfer. */
  matches: NftTransfer[];
  calls: number;
  scanned: number;
  /** The walk reached the end of what it walks (holder: the contract's first transfer, history: the range's end). */
  exhausted: boolean;
  /** It stopped at `maxCalls` with more to walk. */
  capped: boolean;
}

/** Consecutive 429s after which the walk gives up: another client is using the whole budget. */
const MAX_REFUSALS = 5;
const DEFAULT_RETRY_MS = 5_000;

/** Newest first: block, then position in the block (empty positions last). */
function newerFirst(a: NftTransfer, b: NftTransfer): number {
  const n = (text: string | null) => (text === null || text === '' ? -1n : BigInt(text));
  const keys = (t: NftTransfer) => [n(t.block_number), n(t.transaction_index), n(t.log_index)];
  const [ka, kb] = [keys(a), keys(b)];
  for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! > kb[i]! ? -1 : 1;
  return 0;
}

/**
 * Walks transfers page by page (newest first in holder mode: the fetcher's order) and keeps
 * those of `tokenId`; holder mode stops at the first page that has one. Calls wait for the
 * pacer; a 429 that comes anyway is waited out (Retry-After) and the same page asked again.
 */
export async function findToken({
  fetchPage,
  tokenId,
  mode,
  signal,
  maxCalls,
  pacer,
  costPerCall,
  onProgress,
}: {
  fetchPage: ChargedFetch;
  tokenId: string;
  mode: TokenFindMode;
  signal: AbortSignal;
  maxCalls: number;
  pacer: Pacer;
  costPerCall: number;
  onProgress?: (progress: FindProgress) => void;
}): Promise<FindResult> {
  const matches: NftTransfer[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  let calls = 0;
  let scanned = 0;
  let refusals = 0;
  const report = (waitingMs: number) => onProgress?.({ calls, scanned, matches: matches.length, waitingMs });
  for (;;) {
    if (calls >= maxCalls) return { matches, calls, scanned, exhausted: false, capped: true };
    const wait = pacer.delayFor(costPerCall);
    if (wait > 0) {
      report(wait);
      await sleep(wait, signal);
    }
    let page: Awaited<ReturnType<ChargedFetch>>;
    try {
      page = await fetchPage(cursor, signal);
    } catch (error) {
      signal.throwIfAborted();
      if (!isApiError(error) || error.kind !== 'rate-limited' || refusals >= MAX_REFUSALS) throw error;
      refusals += 1;
      pacer.exhausted();
      const retryMs = error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : DEFAULT_RETRY_MS;
      report(retryMs);
      await sleep(retryMs, signal);
      continue;
    }
    signal.throwIfAborted();
    refusals = 0;
    if (page.charged) {
      pacer.spend(costPerCall);
      calls += 1;
    }
    scanned += page.rows.length;
    const found = page.rows.filter((transfer) => isTokenId(transfer.token_id, tokenId)).sort(newerFirst);
    if (mode === 'holder' && found.length > 0) {
      report(0);
      return { matches: [found[0]!], calls, scanned, exhausted: false, capped: false };
    }
    matches.push(...found);
    report(0);
    const next = page.cursor || null;
    if (next === null) return { matches: matches.sort(newerFirst), calls, scanned, exhausted: true, capped: false };
    if (seen.has(next)) throw new Error('The service repeated a page cursor; the search stopped to avoid looping.');
    seen.add(next);
    cursor = next;
  }
}
