import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reject, sendJson } from '../proxy/plugin.ts';
import { maskUrl, ruleCondition } from './channels.ts';
import { readEventsQuery, readRuleRequest, ruleId } from './input.ts';
import { saveProblem } from './saveChecks.ts';
import type { AlertService } from './service.ts';
import { RuleLimitReached } from './store.ts';
import type { AlertEvent, AlertRule, DeliveryAttempt } from './types.ts';

/**
 * The alert API (docs/alerts.md): rules and their channels, what fired, each delivery attempt,
 * and a test send. A saved webhook URL never leaves the server: answers carry `maskUrl` of it.
 */

export const ALERT_PATHS = {
  rules: '/api/alerts/rules',
  rule: '/api/alerts/rules/:id',
  test: '/api/alerts/rules/:id/test',
  events: '/api/alerts/events',
} as const;

export const ALERTS_OFF_MESSAGE = 'Alerts need the failures archive, which is off on this server (WATCH_INTERVAL_S=0).';

const iso = (ms: number) => new Date(ms).toISOString();

export function ruleJson(rule: AlertRule) {
  return {
    ...ruleCondition(rule),
    channel: { kind: rule.channelKind, url: maskUrl(rule.channelUrl) },
    enabled: rule.enabled,
    state: rule.state,
    createdAt: iso(rule.createdAt),
    updatedAt: iso(rule.updatedAt),
  };
}

function attemptJson(attempt: DeliveryAttempt) {
  return {
    attempt: attempt.attempt,
    at: iso(attempt.at),
    ok: attempt.ok,
    statusCode: attempt.statusCode,
    error: attempt.error,
  };
}

function eventJson(event: AlertEvent, attempts: readonly DeliveryAttempt[]) {
  return {
    id: event.id,
    ruleId: event.ruleId,
    ruleName: event.ruleName,
    kind: event.kind,
    subject: event.subject,
    count: event.count,
    at: iso(event.at),
    status: event.status,
    deliveries: attempts.filter((attempt) => attempt.eventId === event.id).map(attemptJson),
  };
}

function unavailable(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : 'unknown error';
  request.log.error({ err: { message: reason } }, 'alerts query failed');
  return reject(
    reply,
    503,
    `Alerts are unavailable: the archive database did not answer (${reason}). Try again shortly.`,
  );
}

function idOf(request: FastifyRequest): string | null {
  const { id } = request.params as { id?: string };
  return ruleId.safeParse(id).success ? id! : null;
}

export function alertRoutes(alerts: AlertService | null) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const off = (reply: FastifyReply) =>
      sendJson(reply, 404, JSON.stringify({ message: ALERTS_OFF_MESSAGE, alerts: 'off' }));
    const noRule = (reply: FastifyReply) => reject(reply, 404, 'No alert rule has this id (it may have been deleted).');

    app.get(ALERT_PATHS.rules, async (request, reply) => {
      if (!alerts) return off(reply);
      try {
        return sendJson(reply, 200, JSON.stringify({ rules: (await alerts.store.listRules()).map(ruleJson) }));
      } catch (error) {
        return unavailable(reply, request, error);
      }
    });

    app.post(ALERT_PATHS.rules, async (request, reply) => {
      if (!alerts) return off(reply);
      const parsed = readRuleRequest(request.body, 'create');
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      try {
        const problem = await saveProblem(parsed.value, alerts.saveContext);
        if (problem) return reject(reply, 400, problem);
        const rule = await alerts.store.createRule(parsed.value.settings, parsed.value.channelUrl!, alerts.now());
        alerts.onRuleSaved(rule);
        return sendJson(reply, 201, JSON.stringify(ruleJson(rule)));
      } catch (error) {
        if (error instanceof RuleLimitReached) return reject(reply, 409, error.message);
        return unavailable(reply, request, error);
      }
    });

    app.put(ALERT_PATHS.rule, async (request, reply) => {
      if (!alerts) return off(reply);
      const id = idOf(request);
      if (!id) return noRule(reply);
      const parsed = readRuleRequest(request.body, 'update');
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      try {
        const problem = await saveProblem(parsed.value, alerts.saveContext);
        if (problem) return reject(reply, 400, problem);
        const rule = await alerts.store.updateRule(id, parsed.value.settings, parsed.value.channelUrl, alerts.now());
        if (!rule) return noRule(reply);
        alerts.onRuleSaved(rule);
        return sendJson(reply, 200, JSON.stringify(ruleJson(rule)));
      } catch (error) {
        return unavailable(reply, request, error);
      }
    });

    app.delete(ALERT_PATHS.rule, async (request, reply) => {
      if (!alerts) return off(reply);
      const id = idOf(request);
      if (!id) return noRule(reply);
      try {
        if (!(await alerts.store.deleteRule(id))) return noRule(reply);
        return sendJson(reply, 200, JSON.stringify({ deleted: id }));
      } catch (error) {
        return unavailable(reply, request, error);
      }
    });

    app.post(ALERT_PATHS.test, async (request, reply) => {
      if (!alerts) return off(reply);
      const id = idOf(request);
      if (!id) return noRule(reply);
      try {
        const rule = await alerts.store.getRule(id);
        if (!rule) return noRule(reply);
        const { event, attempt } = await alerts.sendTest(rule);
        return sendJson(reply, 200, JSON.stringify(eventJson(event, [attempt])));
      } catch (error) {
        return unavailable(reply, request, error);
      }
    });

    app.get(ALERT_PATHS.events, async (request, reply) => {
      if (!alerts) return off(reply);
      const parsed = readEventsQuery(request.query);
      if (!parsed.ok) return reject(reply, 400, parsed.message);
      try {
        const events = await alerts.store.events(parsed.value.limit, parsed.value.rule);
        const attempts = await alerts.store.attempts(events.map((event) => event.id));
        return sendJson(reply, 200, JSON.stringify({ events: events.map((event) => eventJson(event, attempts)) }));
      } catch (error) {
        return unavailable(reply, request, error);
      }
    });
  };
}
