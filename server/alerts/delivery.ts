import { channelPayload } from './channels.ts';
import { postJson, type PostResult } from './safeFetch.ts';
import type { AlertStore } from './store.ts';
import type { AlertEvent, AlertRule, DeliveryAttempt } from './types.ts';
import { abortableSleep } from '../abortableSleep.ts';

/**
 * Sends an event to its rule's channel, retrying a failed attempt with exponential backoff
 * (base, 2 x base, 4 x base, ...) up to `maxAttempts`. Every attempt is stored with its time and
 * result before the next one is planned; the event is `pending` until it is `delivered` or out
 * of attempts (`failed`). A process stopped mid-retry leaves it `pending`, and the next start
 * goes on from the attempt after the last stored one (AlertService.start).
 */

/** Sends one attempt; `signal` aborts it when the server stops. */
export type Post = (url: string, body: unknown, signal: AbortSignal) => Promise<PostResult>;

export interface DeliveryOptions {
  readonly store: AlertStore;
  readonly post: Post;
  readonly now: () => number;
  readonly maxAttempts: number;
  readonly retryBaseMs: number;
  readonly onError?: (message: string) => void;
  /** After each stored attempt, with what it left the event as (metrics and the log). */
  readonly onAttempt?: (attempt: DeliveryAttempt, rule: AlertRule, outcome: DeliveryOutcome) => void;
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'pending';

export class Deliverer {
  private readonly controller = new AbortController();
  private readonly running = new Set<Promise<void>>();
  /** Ids of the events whose delivery is under way. */
  private readonly delivering = new Set<string>();

  constructor(private readonly options: DeliveryOptions) {}

  /** One attempt, stored; returns it. */
  async attempt(event: AlertEvent, rule: AlertRule, attempt: number, final: boolean): Promise<DeliveryAttempt> {
    const { store, post, now } = this.options;
    const at = now();
    const result = await post(rule.channelUrl, channelPayload(rule.channelKind, event, rule), this.controller.signal);
    const stored: DeliveryAttempt = {
      eventId: event.id,
      attempt,
      at,
      ok: result.error === null,
      statusCode: result.statusCode,
      error: result.error,
    };
    const outcome: DeliveryOutcome = stored.ok ? 'delivered' : final ? 'failed' : 'pending';
    await store.recordAttempt(stored, outcome);
    this.options.onAttempt?.(stored, rule, outcome);
    return stored;
  }

  /**
   * Starts delivering in the background (from attempt `from`); `drain()` waits for all of them.
   * An event already being delivered is not started again: every caller that joined one
   * evaluation pass is handed the same events, and each would otherwise send them.
   */
  deliver(event: AlertEvent, rule: AlertRule, from = 1): void {
    if (this.delivering.has(event.id)) return;
    this.delivering.add(event.id);
    const task = this.run(event, rule, from).catch((error: unknown) =>
      this.options.onError?.(`alert delivery failed: ${String(error)}`),
    );
    this.running.add(task);
    void task.finally(() => {
      this.running.delete(task);
      this.delivering.delete(event.id);
    });
  }

  private async run(event: AlertEvent, rule: AlertRule, from: number): Promise<void> {
    const { maxAttempts, retryBaseMs } = this.options;
    for (let attempt = from; attempt <= maxAttempts; attempt += 1) {
      if (this.controller.signal.aborted) return;
      const result = await this.attempt(event, rule, attempt, attempt === maxAttempts);
      if (result.ok || attempt === maxAttempts) return;
      await this.sleep(retryBaseMs * 2 ** (attempt - 1));
    }
  }

  private sleep(ms: number): Promise<void> {
    return abortableSleep(ms, this.controller.signal);
  }

  /** Waits until every delivery started so far has finished (tests). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /**
   * Stops the retries and ends the attempts in flight at once (each is stored as stopped; an event
   * with attempts left stays pending for the next start). A "send test" request waiting on one
   * then answers, so the server's close is not held up by a slow receiver.
   */
  abort(): void {
    this.controller.abort();
  }

  /** `abort()`, then waits until the attempts in flight are stored. */
  async stop(): Promise<void> {
    this.abort();
    await this.drain();
  }
}

export function defaultPost(allowPrivate: boolean, timeoutMs: number): Post {
  return (url, body, signal) => postJson(url, body, { allowPrivate, timeoutMs, signal });
}
