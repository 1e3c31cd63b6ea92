import type { ChannelKind, RuleKind, ScopeType } from '../../contract/alerts.ts';

/** Alert rules, what they fired and each delivery attempt (docs/alerts.md). Times are ms since the epoch. */

/** `ok`: under the threshold (or a new-error rule); `firing`: over it, one "fired" sent, waiting to clear. */
export type RuleState = 'ok' | 'firing';
export type EventKind = 'fired' | 'resolved' | 'new-error' | 'test';
/** `pending` while attempts are left, then `delivered` or `failed`. */
export type EventStatus = 'pending' | 'delivered' | 'failed';

export interface RuleSettings {
  readonly name: string;
  readonly kind: RuleKind;
  /** N of "at least N failures"; 1 for a new-error rule. */
  readonly threshold: number;
  /** M of "in M minutes"; for a new-error rule, how long its events count as recent (shown only). */
  readonly windowMinutes: number;
  readonly scope: ScopeType;
  /** '' for scope `all`. */
  readonly scopeValue: string;
  readonly channelKind: ChannelKind;
  readonly enabled: boolean;
}

export interface AlertRule extends RuleSettings {
  readonly id: string;
  /** A secret: only the delivery code reads it; the API shows `maskUrl(channelUrl)`. */
  readonly channelUrl: string;
  readonly state: RuleState;
  /** How many times the state changed: the evaluator's compare-and-set token. */
  readonly stateSeq: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface AlertEvent {
  readonly id: string;
  readonly ruleId: string;
  readonly ruleName: string;
  readonly kind: EventKind;
  /** The new error message (new-error), else ''. */
  readonly subject: string;
  /** Failures counted in the window when it fired or resolved (new-error: failures with that message). */
  readonly count: number;
  readonly at: number;
  readonly status: EventStatus;
}

export interface DeliveryAttempt {
  readonly eventId: string;
  /** 1, 2, ... */
  readonly attempt: number;
  readonly at: number;
  readonly ok: boolean;
  /** The receiver's HTTP status, null when no answer came. */
  readonly statusCode: number | null;
  /** Why it failed (a refused address, a timeout, a non-2xx status), null when it worked. */
  readonly error: string | null;
}
