import { z } from 'zod';
import { CHANNEL_KINDS, RULE_KINDS, SCOPE_TYPES } from '../../contract/alerts.ts';
import { findEvmChain } from '../../contract/lib/chains.ts';
import { urlProblem } from './safeFetch.ts';
import type { RuleSettings } from './types.ts';

/** What POST and PUT /api/alerts/rules accept (docs/alerts.md), checked with zod; every refusal says which field and why. */

const MAX_WINDOW_MINUTES = 7 * 24 * 60;
const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

const channelUrl = z
  .string()
  .trim()
  .max(2_000, 'must be at most 2,000 characters')
  .superRefine((value, context) => {
    const problem = urlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const ruleBody = z.strictObject({
  name: text(100),
  kind: z.enum(RULE_KINDS, { error: `must be ${RULE_KINDS.map((kind) => `"${kind}"`).join(' or ')}` }),
  threshold: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1,000,000')
    .optional(),
  windowMinutes: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_WINDOW_MINUTES, `must be at most ${MAX_WINDOW_MINUTES} (7 days)`)
    .optional(),
  scope: z.strictObject({
    type: z.enum(SCOPE_TYPES, { error: `must be one of ${SCOPE_TYPES.join(', ')}` }),
    value: z.string().trim().max(500, 'must be at most 500 characters').optional(),
    /** A stream scope naming a stream the archive holds no failure of yet: saved only when this says so. */
    notSeenYet: z.boolean({ error: 'must be true or false' }).optional(),
  }),
  channel: z.strictObject({
    kind: z.enum(CHANNEL_KINDS, { error: `must be one of ${CHANNEL_KINDS.join(', ')}` }),
    url: channelUrl.optional(),
  }),
  enabled: z.boolean({ error: 'must be true or false' }).optional(),
});

export interface RuleRequest {
  readonly settings: RuleSettings;
  /** Null: keep the saved URL (an edit that leaves it out). */
  readonly channelUrl: string | null;
  /** The user chose to watch a stream id the archive has not seen (scope.notSeenYet). */
  readonly notSeenYet: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function issuesMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** The chain a scope names, as the archive stores it: a known chain's hex id, else the text lowercased. */
function normaliseChain(value: string): string {
  return findEvmChain(value)?.hexId ?? value.toLowerCase();
}

export function readRuleRequest(body: unknown, mode: 'create' | 'update'): Parsed<RuleRequest> {
  const parsed = ruleBody.safeParse(body ?? undefined);
  if (!parsed.success) return { ok: false, message: issuesMessage(parsed.error) };
  const input = parsed.data;
  if (input.kind === 'count' && (input.threshold === undefined || input.windowMinutes === undefined)) {
    return {
      ok: false,
      message:
        'threshold and windowMinutes: a count rule needs both ("at least threshold failures in windowMinutes minutes")',
    };
  }
  const value = input.scope.value ?? '';
  if (input.scope.type !== 'all' && value === '')
    return { ok: false, message: `scope.value: name the ${input.scope.type} the rule watches` };
  if (mode === 'create' && !input.channel.url)
    return { ok: false, message: 'channel.url: a new rule needs the webhook URL it sends to' };
  return {
    ok: true,
    value: {
      settings: {
        name: input.name,
        kind: input.kind,
        threshold: input.kind === 'count' ? input.threshold! : 1,
        windowMinutes: input.kind === 'count' ? input.windowMinutes! : 60,
        scope: input.scope.type,
        scopeValue: input.scope.type === 'all' ? '' : input.scope.type === 'chain' ? normaliseChain(value) : value,
        channelKind: input.channel.kind,
        enabled: input.enabled ?? true,
      },
      channelUrl: input.channel.url || null,
      notSeenYet: input.scope.notSeenYet === true,
    },
  };
}

const eventsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .optional(),
  rule: z.uuid('must be a rule id').optional(),
});

export function readEventsQuery(query: unknown): Parsed<{ limit: number; rule?: string }> {
  const parsed = eventsQuery.safeParse(query ?? {});
  if (!parsed.success) return { ok: false, message: issuesMessage(parsed.error) };
  return {
    ok: true,
    value: { limit: parsed.data.limit ?? 50, ...(parsed.data.rule ? { rule: parsed.data.rule } : {}) },
  };
}

export const ruleId = z.uuid();
