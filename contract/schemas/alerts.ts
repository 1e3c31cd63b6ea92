import { z } from './zod';
import { isoTimestamp } from './common';
import { CHANNEL_KINDS, RULE_KINDS, SCOPE_TYPES } from '../alerts';

/**
 * The server's alert API (docs/alerts.md). Its own answers, so strict: the page keys rows by id,
 * branches on kinds and states, and shows the counts and times as sent.
 */

export const ruleKind = z.enum(RULE_KINDS);
export const scopeType = z.enum(SCOPE_TYPES);
export const channelKind = z.enum(CHANNEL_KINDS);

export const alertRule = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  kind: ruleKind,
  threshold: z.int(),
  windowMinutes: z.int(),
  scope: z.object({ type: scopeType, value: z.string() }),
  /** url is masked by the server (scheme and host): the saved URL never reaches the browser. */
  channel: z.object({ kind: channelKind, url: z.string() }),
  enabled: z.boolean(),
  state: z.enum(['ok', 'firing']),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AlertRule = z.infer<typeof alertRule>;

export const alertRules = z.object({ rules: z.array(alertRule) });

export const deliveryAttempt = z.object({
  attempt: z.int(),
  at: isoTimestamp,
  ok: z.boolean(),
  statusCode: z.nullable(z.int()),
  error: z.nullable(z.string()),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

export const alertEvent = z.object({
  id: z.string().check(z.minLength(1)),
  ruleId: z.string(),
  ruleName: z.string(),
  kind: z.enum(['fired', 'resolved', 'new-error', 'test']),
  subject: z.string(),
  count: z.int(),
  at: isoTimestamp,
  status: z.enum(['pending', 'delivered', 'failed']),
  deliveries: z.array(deliveryAttempt),
});
export type AlertEvent = z.infer<typeof alertEvent>;

export const alertEvents = z.object({ events: z.array(alertEvent) });
export const deletedRule = z.object({ deleted: z.string() });
