import { ENDPOINTS } from '../../contract/endpoints/records.ts';
import type { UpstreamAnswer } from '../proxy/upstream.ts';
import { readLogPage } from './logPage.ts';
import type { ArchiveStore } from './store.ts';
import type { Walk } from './types.ts';
import { abortableSleep } from '../abortableSleep.ts';

/**
 * The watcher (docs/archive.md, "What the watcher does"). It walks the streams service's log from
 * the top down to just below what the previous complete walk saw, storing each page together with
 * the walk's next cursor, so a kill at any moment resumes at the first unwritten page and the
 * id key turns every page seen twice into a no-op.
 */

/** Asks the daily budget for an upstream call; false = refused (the budget is spent). */
export type ChargeHook = (computeUnits: number, purpose: 'watcher') => boolean | Promise<boolean>;

export type WatcherStateName =
  'starting' | 'backfilling' | 'polling' | 'idle' | 'backing-off' | 'budget-exhausted' | 'stopped';

export interface WatcherStatus {
  readonly state: WatcherStateName;
  readonly intervalS: number;
  readonly lastPollAt: number | null;
  readonly lastSuccessAt: number | null;
  readonly lagMs: number | null;
  readonly lastError: string | null;
  readonly backfillCompletedAt: number | null;
}

export interface WatcherOptions {
  readonly store: ArchiveStore;
  /** One logs page call (ENDPOINTS.logs, limit=PAGE_LIMIT) through the upstream client (the key added there). */
  readonly fetchLogs: (cursor: string | null) => Promise<UpstreamAnswer>;
  readonly charge?: ChargeHook;
  readonly intervalMs: number;
  /** Pause between two pages of one walk: bounds the backfill's rate. Default 200 ms (5 pages/s). */
  readonly pageGapMs?: number;
  /** How far below the last walk's newest failure a poll reads again. Default 10 min. */
  readonly overlapMs?: number;
  readonly firstBackoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly now?: () => number;
  readonly onError?: (message: string) => void;
  /** Called after each page that stored failures is committed (the alert rules are evaluated then). */
  readonly onWrite?: () => void;
}

export const PAGE_LIMIT = 100;

/** An upstream answer the watcher cannot use now; the same page is asked again after a wait. */
export class UpstreamTrouble extends Error {
  override name = 'UpstreamTrouble';
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

function retryAfterMs(answer: UpstreamAnswer, now: number): number | null {
  if (!answer.retryAfter) return null;
  if (/^\d+$/.test(answer.retryAfter)) return Number(answer.retryAfter) * 1000;
  const at = Date.parse(answer.retryAfter);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function messageOf(answer: UpstreamAnswer): string {
  try {
    const body: unknown = JSON.parse(answer.body);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message.slice(0, 200);
  } catch {
    // The status alone then.
  }
  return '';
}

export type WalkOutcome = 'complete' | 'budget-exhausted' | 'stopped';

export class Watcher {
  private state: WatcherStateName = 'starting';
  private lastPollAt: number | null = null;
  private lastSuccessAt: number | null = null;
  /** When the last complete walk started: everything the service held then is archived. */
  private completeAsOf: number | null = null;
  private lastError: string | null = null;
  private backfillCompletedAt: number | null = null;
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: WatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  status(): WatcherStatus {
    return {
      state: this.state,
      intervalS: Math.round(this.options.intervalMs / 1000),
      lastPollAt: this.lastPollAt,
      lastSuccessAt: this.lastSuccessAt,
      lagMs: this.completeAsOf === null ? null : Math.max(0, this.now() - this.completeAsOf),
      lastError: this.lastError,
      backfillCompletedAt: this.backfillCompletedAt,
    };
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    this.state = 'stopped';
  }

  private sleep(ms: number): Promise<void> {
    return abortableSleep(ms, this.controller.signal);
  }

  private async run(): Promise<void> {
    const first = this.options.firstBackoffMs ?? 2_000;
    const max = this.options.maxBackoffMs ?? 300_000;
    let backoff = first;
    while (!this.controller.signal.aborted) {
      const walkStarted = performance.now();
      try {
        const outcome = await this.walk();
        backoff = first;
        // Walks start an interval apart (the walk's own time counts in it), so a failure waits at
        // most one interval plus the first page's round trip; a walk longer than the interval
        // (a backfill) is followed at once by the next. A refused charge waits a whole interval
        // too: the budget is checked again then.
        const wait =
          outcome === 'complete'
            ? this.options.intervalMs - (performance.now() - walkStarted)
            : this.options.intervalMs;
        if (outcome !== 'stopped') await this.sleep(wait);
      } catch (error) {
        if (this.controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        this.lastError = message;
        this.options.onError?.(message);
        this.state = 'backing-off';
        const wait = Math.max(backoff, error instanceof UpstreamTrouble ? (error.retryAfterMs ?? 0) : 0);
        backoff = Math.min(max, backoff * 2);
        await this.sleep(Math.min(wait, max));
      }
    }
  }

  /**
   * One complete walk (resuming a stored one first). Throws UpstreamTrouble when the service does
   * not answer usefully; everything written before that stays, and the next call goes on from there.
   */
  async walk(): Promise<WalkOutcome> {
    const { store } = this.options;
    const saved = await store.readState();
    this.backfillCompletedAt = saved.backfillCompletedAt;
    const overlap = this.options.overlapMs ?? 10 * 60_000;
    let walk: Walk = saved.walk ?? {
      floor: saved.coveredTo === null ? null : saved.coveredTo - overlap,
      cursor: null,
      top: null,
      backfill: saved.backfillCompletedAt === null,
    };
    this.state = walk.backfill ? 'backfilling' : 'polling';
    const startedAt = this.now();
    for (;;) {
      if (!(await (this.options.charge?.(ENDPOINTS.logs.computeUnits, 'watcher') ?? true))) {
        this.state = 'budget-exhausted';
        this.lastError = 'The daily compute-unit budget is spent; the watcher waits for the next day.';
        return 'budget-exhausted';
      }
      this.lastPollAt = this.now();
      const answer = await this.options.fetchLogs(walk.cursor);
      if (answer.status === 400 && walk.cursor !== null && !answer.synthetic) {
        // The service no longer takes the stored cursor: read again from the top (ids dedupe).
        walk = { ...walk, cursor: null };
        await store.writePage([], { walk });
        continue;
      }
      if (answer.status !== 200) {
        const reason = messageOf(answer);
        throw new UpstreamTrouble(
          `The streams service answered HTTP ${answer.status}${reason ? `: ${reason}` : ''}.`,
          retryAfterMs(answer, this.now()),
        );
      }
      const page = readLogPage(JSON.parse(answer.body), this.now());
      if (!page) throw new UpstreamTrouble('The streams service sent a log page of an unexpected shape.', null);
      // Delivered logs are not archived, but they are part of the log the walk covers.
      const seen = [...page.rows, ...page.delivered];
      const deliveredIds = page.delivered.map((log) => log.id);
      const top =
        walk.top ??
        seen.reduce<number | null>(
          (newest, row) => (newest === null || row.createdAt > newest ? row.createdAt : newest),
          null,
        );
      const floor = walk.floor;
      const reachedFloor = floor !== null && seen.some((row) => row.createdAt < floor);
      if (reachedFloor || page.cursor === null) {
        const coveredTo = Math.max(top ?? saved.coveredTo ?? 0, saved.coveredTo ?? 0);
        const completedAt = this.now();
        await store.writePage(
          page.rows,
          {
            walk: null,
            ...(top !== null || saved.coveredTo !== null ? { coveredTo } : {}),
            ...(walk.backfill ? { backfillCompletedAt: completedAt } : {}),
          },
          deliveredIds,
        );
        if (seen.length) this.options.onWrite?.();
        if (walk.backfill) this.backfillCompletedAt = completedAt;
        this.lastSuccessAt = completedAt;
        // A walk resumed from an earlier process read its top before `startedAt`: no claim then.
        if (saved.walk === null) this.completeAsOf = startedAt;
        this.lastError = page.skipped ? `${page.skipped} unreadable log(s) skipped on the last page.` : null;
        this.state = 'idle';
        return 'complete';
      }
      walk = { ...walk, cursor: page.cursor, top };
      await store.writePage(page.rows, { walk }, deliveredIds);
      if (seen.length) this.options.onWrite?.();
      await this.sleep(this.options.pageGapMs ?? 200);
      if (this.controller.signal.aborted) return 'stopped';
    }
  }
}
