import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AlertStore } from './store.ts';
import type { AlertEvent, AlertRule } from './types.ts';

/**
 * Decides, from the archive, whether each enabled rule changed: a count rule fires once when its
 * window reaches the threshold and resolves once when it falls under it (its stored state makes
 * "still over" a no-op); a new-error rule records each message no earlier failure carried, once.
 * Runs one pass at a time: a call during a pass makes one more pass after it.
 */

/** How far back a new-error rule looks for messages (the watcher archives well within it). */
export const NEW_ERROR_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

export interface Fired {
  readonly event: AlertEvent;
  readonly rule: AlertRule;
}

export class Evaluator {
  private pass: Promise<Fired[]> | null = null;
  private again = false;

  constructor(
    private readonly store: AlertStore,
    private readonly now: () => number,
  ) {}

  /** One pass over the rules; returns the events it recorded. */
  async evaluateOnce(): Promise<Fired[]> {
    return this.evaluateRules(await this.store.listRules());
  }

  /**
   * These rules, one after another, with a turn of the event loop between two: requests waiting
   * while a pass runs over many rules are answered between them.
   */
  async evaluateRules(rules: readonly AlertRule[]): Promise<Fired[]> {
    const fired: Fired[] = [];
    for (const rule of rules) {
      await nextTurn();
      if (!rule.enabled) continue;
      if (rule.kind === 'count') {
        const event = await this.evaluateCount(rule);
        if (event) fired.push({ event, rule });
      } else {
        for (const event of await this.evaluateNewErrors(rule)) fired.push({ event, rule });
      }
    }
    return fired;
  }

  /** Serialized `evaluateOnce`: concurrent calls share the running pass and queue at most one more. */
  evaluate(): Promise<Fired[]> {
    if (this.pass) {
      this.again = true;
      return this.pass;
    }
    const run = async (): Promise<Fired[]> => {
      const all: Fired[] = [];
      do {
        this.again = false;
        all.push(...(await this.evaluateOnce()));
      } while (this.again);
      return all;
    };
    this.pass = run().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  /** Resolves when no pass is running (a closing server waits for it before the database closes). */
  async idle(): Promise<void> {
    await this.pass?.catch(() => []);
  }

  private async evaluateCount(rule: AlertRule): Promise<AlertEvent | null> {
    const at = this.now();
    const count = await this.store.countFailures(rule, at - rule.windowMinutes * MINUTE_MS);
    const base = { ruleId: rule.id, ruleName: rule.name, subject: '', count, at };
    if (rule.state === 'ok' && count >= rule.threshold)
      return this.store.transition(rule, 'firing', { ...base, kind: 'fired' });
    if (rule.state === 'firing' && count < rule.threshold)
      return this.store.transition(rule, 'ok', { ...base, kind: 'resolved' });
    return null;
  }

  private async evaluateNewErrors(rule: AlertRule): Promise<AlertEvent[]> {
    const at = this.now();
    const since = Math.max(rule.createdAt, at - NEW_ERROR_LOOKBACK_MS);
    const events: AlertEvent[] = [];
    for (const { message, count } of await this.store.newErrorMessages(rule, since)) {
      const event = await this.store.addEvent({
        ruleId: rule.id,
        ruleName: rule.name,
        kind: 'new-error',
        subject: message,
        count,
        at,
      });
      if (event) events.push(event);
    }
    return events;
  }
}
