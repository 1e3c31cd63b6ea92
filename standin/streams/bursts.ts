import { STREAMS } from './config';
import { MINUTE_MS, logOrder, type Failure } from './failures';

/**
 * Failures added on demand by the control API (tests only): a burst of N failures of one stream
 * at the stand-in's current time, merged into the log with the generated ones. A burst's index k
 * starts at BURST_K_BASE, above any the generator draws in a minute, so ids never collide; the
 * ids follow from the clock and the order of the bursts, so a replayed test gets the same ones.
 */

export const BURST_K_BASE = 1_000_000;
export const MAX_BURST = 10_000;

export class BurstLog {
  private readonly byMinute = new Map<number, Failure[]>();
  private added = 0;

  /** Adds `count` failures of stream index `s` created at `at`; returns them. */
  add(s: number, count: number, at: number, errorMessage?: string): Failure[] {
    const stream = STREAMS[s];
    if (!stream) throw new Error(`no stream ${s}`);
    const message = errorMessage ?? stream.outageErrors[0]?.[0] ?? 'Request failed with status code 500';
    const minute = Math.floor(at / MINUTE_MS);
    const list = this.byMinute.get(minute) ?? [];
    const made: Failure[] = [];
    for (let i = 0; i < count; i += 1) {
      made.push({ t: at, s, k: BURST_K_BASE + this.added, minute, errorMessage: message });
      this.added += 1;
    }
    list.push(...made);
    list.sort(logOrder);
    this.byMinute.set(minute, list);
    return made;
  }

  failuresIn(minute: number): readonly Failure[] {
    return this.byMinute.get(minute) ?? [];
  }

  countIn(minute: number): number {
    return this.byMinute.get(minute)?.length ?? 0;
  }

  minutes(): IterableIterator<number> {
    return this.byMinute.keys();
  }

  clear(): void {
    this.byMinute.clear();
    this.added = 0;
  }
}
