import type { SqlDb } from '../archive/db.ts';
import { Deliverer, defaultPost, type DeliveryOptions, type Post } from './delivery.ts';
import { Evaluator, type Fired } from './evaluator.ts';
import type { LookupAll, SaveContext } from './saveChecks.ts';
import { AlertStore } from './store.ts';
import type { AlertEvent, AlertRule, DeliveryAttempt } from './types.ts';

/**
 * Alerts as the server runs them, over the archive's database: evaluation after each watcher
 * write and on a timer (so a rule resolves when its window empties with no new failure), delivery
 * with retries, and the summary /api/status shows. Absent (null) when the archive is off.
 */

export interface AlertSettings {
  /** ALERT_ALLOW_PRIVATE: deliveries may go to loopback and private addresses (tests, a LAN receiver). */
  readonly allowPrivate: boolean;
  /** ALERT_EVALUATE_INTERVAL_S: the timer's period. */
  readonly evaluateIntervalS: number;
}

export interface AlertServiceOptions {
  readonly now?: () => number;
  /** Tests: the sender instead of the network. */
  readonly post?: Post;
  readonly maxAttempts?: number;
  readonly retryBaseMs?: number;
  readonly deliveryTimeoutMs?: number;
  readonly onError?: (message: string) => void;
  readonly onAttempt?: DeliveryOptions['onAttempt'];
  /** Tests: how a webhook host's addresses are found when a rule is saved. */
  readonly lookup?: LookupAll;
}

export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_MS = 2_000;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface AlertsStatus {
  rules: number;
  firing: number;
  lastFiredAt: string | null;
}

export class AlertService {
  readonly store: AlertStore;
  readonly evaluator: Evaluator;
  readonly deliverer: Deliverer;
  readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    db: SqlDb,
    private readonly settings: AlertSettings,
    private readonly options: AlertServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.store = new AlertStore(db);
    this.evaluator = new Evaluator(this.store, this.now);
    this.deliverer = new Deliverer({
      store: this.store,
      post: options.post ?? defaultPost(settings.allowPrivate, options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS),
      now: this.now,
      maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
      retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
      ...(options.onError ? { onError: options.onError } : {}),
      ...(options.onAttempt ? { onAttempt: options.onAttempt } : {}),
    });
  }

  /** What a save is checked against (saveChecks.ts): the delivery's address rule and the archive's streams. */
  get saveContext(): SaveContext {
    return {
      allowPrivate: this.settings.allowPrivate,
      streamArchived: (streamId) => this.store.streamArchived(streamId),
      ...(this.options.lookup ? { resolve: this.options.lookup } : {}),
    };
  }

  /** Evaluates every rule and starts delivering what fired; returns it. */
  async evaluate(): Promise<Fired[]> {
    const fired = await this.evaluator.evaluate();
    for (const { event, rule } of fired) this.deliverer.deliver(event, rule);
    return fired;
  }

  /**
   * A rule was created or edited: evaluates that rule alone (a pass over every rule per save made
   * saving many rules quadratic). Errors are reported, never thrown into the request.
   */
  onRuleSaved(rule: AlertRule): void {
    this.evaluator
      .evaluateRules([rule])
      .then((fired) => {
        for (const { event, rule: firedRule } of fired) this.deliverer.deliver(event, firedRule);
      })
      .catch((error: unknown) => this.options.onError?.(`alert evaluation failed: ${String(error)}`));
  }

  /** The watcher wrote failures: evaluate now (errors are reported, never thrown into the watcher). */
  onArchiveWrite(): void {
    this.evaluate().catch((error: unknown) => this.options.onError?.(`alert evaluation failed: ${String(error)}`));
  }

  /** Sends one test message to the rule's channel (one attempt, stored like any other). */
  async sendTest(rule: AlertRule): Promise<{ event: AlertEvent; attempt: DeliveryAttempt }> {
    const event = await this.store.addEvent({
      ruleId: rule.id,
      ruleName: rule.name,
      kind: 'test',
      subject: '',
      count: 0,
      at: this.now(),
    });
    if (!event) throw new Error('the test event was not recorded');
    const attempt = await this.deliverer.attempt(event, rule, 1, true);
    return { event: { ...event, status: attempt.ok ? 'delivered' : 'failed' }, attempt };
  }

  /** Resumes deliveries a stopped process left pending, then evaluates on the timer. */
  start(): void {
    if (this.timer) return;
    void this.resumePending().catch((error: unknown) =>
      this.options.onError?.(`resuming alert deliveries failed: ${String(error)}`),
    );
    this.timer = setInterval(() => this.onArchiveWrite(), this.settings.evaluateIntervalS * 1000);
    this.timer.unref();
  }

  private async resumePending(): Promise<void> {
    for (const event of await this.store.pendingEvents()) {
      const rule = await this.store.getRule(event.ruleId);
      const next = (await this.store.lastAttempt(event.id)) + 1;
      if (!rule) {
        await this.store.recordAttempt(
          {
            eventId: event.id,
            attempt: next,
            at: this.now(),
            ok: false,
            statusCode: null,
            error: 'The rule was deleted before its delivery.',
          },
          'failed',
        );
      } else if (next > (this.options.maxAttempts ?? MAX_ATTEMPTS)) {
        await this.store.setStatus(event.id, 'failed');
      } else {
        this.deliverer.deliver(event, rule, next);
      }
    }
  }

  async status(): Promise<AlertsStatus> {
    const summary = await this.store.summary();
    return {
      rules: summary.rules,
      firing: summary.firing,
      lastFiredAt: summary.lastFiredAt === null ? null : new Date(summary.lastFiredAt).toISOString(),
    };
  }

  /** The server is closing: ends the deliveries in flight now, before it waits for its open requests. */
  abortDeliveries(): void {
    this.deliverer.abort();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.evaluator.idle();
    await this.deliverer.stop();
  }
}
