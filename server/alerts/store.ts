import { randomUUID } from 'node:crypto';
import { num, numOrNull, type SqlDb } from '../archive/db.ts';
import {
  attemptFromRow,
  EVENT_COLUMNS,
  eventFromRow,
  RULE_COLUMNS,
  ruleFilter,
  ruleFromRow,
  type Row,
} from './rows.ts';
import { whereClause } from '../archive/filters.ts';
import { MAX_TIME_MS } from '../archive/params.ts';
import { windowSource } from '../archive/windowSource.ts';
import type { AlertEvent, AlertRule, DeliveryAttempt, EventStatus, RuleSettings, RuleState } from './types.ts';

/**
 * The alert tables of the archive database (migration 2, server/archive/migrations.ts), the same
 * SQL on SQLite and PostgreSQL. Nothing else writes SQL against them.
 */

export const MAX_RULES = 200;

export class RuleLimitReached extends Error {
  override name = 'RuleLimitReached';
  constructor(readonly maxRules: number) {
    super(`This deployment already has ${maxRules} alert rules, the most it keeps; delete one before adding another.`);
  }
}

export class AlertStore {
  constructor(private readonly db: SqlDb) {}

  /** Whether the archive holds a failure of this stream (by the `(stream_id, created_at)` index). */
  async streamArchived(streamId: string): Promise<boolean> {
    return (await this.db.all<Row>('SELECT 1 AS x FROM failures WHERE stream_id = ? LIMIT 1', [streamId])).length > 0;
  }

  async listRules(): Promise<AlertRule[]> {
    const rows = await this.db.all<Row>(`SELECT ${RULE_COLUMNS} FROM alert_rules ORDER BY created_at, id`);
    return rows.map(ruleFromRow);
  }

  async getRule(id: string): Promise<AlertRule | null> {
    const [row] = await this.db.all<Row>(`SELECT ${RULE_COLUMNS} FROM alert_rules WHERE id = ?`, [id]);
    return row ? ruleFromRow(row) : null;
  }

  /** Throws RuleLimitReached when the deployment already holds `maxRules` rules (the count and the insert are one statement). */
  async createRule(settings: RuleSettings, channelUrl: string, now: number, maxRules = MAX_RULES): Promise<AlertRule> {
    const rule: AlertRule = {
      ...settings,
      id: randomUUID(),
      channelUrl,
      state: 'ok',
      stateSeq: 0,
      createdAt: now,
      updatedAt: now,
    };
    const [inserted] = await this.db.batch([
      {
        sql: `INSERT INTO alert_rules (${RULE_COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
          WHERE (SELECT COUNT(*) FROM alert_rules) < ?`,
        params: [
          rule.id,
          rule.name,
          rule.kind,
          rule.threshold,
          rule.windowMinutes,
          rule.scope,
          rule.scopeValue,
          rule.channelKind,
          rule.channelUrl,
          rule.enabled ? 1 : 0,
          rule.state,
          rule.stateSeq,
          rule.createdAt,
          rule.updatedAt,
          maxRules,
        ],
      },
    ]);
    if (!inserted) throw new RuleLimitReached(maxRules);
    return rule;
  }

  /**
   * Replaces a rule's settings; `channelUrl` null keeps the saved one. A firing count rule stays
   * firing (its next evaluation resolves it if the new settings are not met); a new-error rule has
   * no firing state. Null when there is no such rule.
   */
  async updateRule(
    id: string,
    settings: RuleSettings,
    channelUrl: string | null,
    now: number,
  ): Promise<AlertRule | null> {
    const [changed] = await this.db.batch([
      {
        sql: `UPDATE alert_rules SET name = ?, kind = ?, threshold = ?, window_minutes = ?, scope = ?, scope_value = ?,
              channel_kind = ?, channel_url = COALESCE(?, channel_url), enabled = ?,
              state = CASE WHEN ? = 'count' THEN state ELSE 'ok' END, updated_at = ? WHERE id = ?`,
        params: [
          settings.name,
          settings.kind,
          settings.threshold,
          settings.windowMinutes,
          settings.scope,
          settings.scopeValue,
          settings.channelKind,
          channelUrl,
          settings.enabled ? 1 : 0,
          settings.kind,
          now,
          id,
        ],
      },
    ]);
    return changed ? this.getRule(id) : null;
  }

  /** Deletes the rule; its events and attempts stay as the record of what was sent. */
  async deleteRule(id: string): Promise<boolean> {
    const [deleted] = await this.db.batch([{ sql: 'DELETE FROM alert_rules WHERE id = ?', params: [id] }]);
    return (deleted ?? 0) > 0;
  }

  /**
   * Moves a rule from one state to the other and records the event, in one transaction. The event
   * carries the rule's new state number, unique per rule: of two evaluations (or instances) that
   * saw the same state, one records the change and the other writes nothing and gets null.
   */
  async transition(
    rule: AlertRule,
    to: RuleState,
    event: Omit<AlertEvent, 'id' | 'status'>,
  ): Promise<AlertEvent | null> {
    const stored: AlertEvent = { ...event, id: randomUUID(), status: 'pending' };
    const seq = rule.stateSeq + 1;
    const [, inserted] = await this.db.batch([
      {
        sql: 'UPDATE alert_rules SET state = ?, state_seq = ? WHERE id = ? AND state_seq = ?',
        params: [to, seq, rule.id, rule.stateSeq],
      },
      {
        sql: `INSERT INTO alert_events (${EVENT_COLUMNS}, seq)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM alert_rules WHERE id = ? AND state_seq = ?)
              ON CONFLICT (rule_id, seq) DO NOTHING`,
        params: [
          stored.id,
          stored.ruleId,
          stored.ruleName,
          stored.kind,
          stored.subject,
          stored.count,
          stored.at,
          stored.status,
          seq,
          rule.id,
          seq,
        ],
      },
    ]);
    return inserted ? stored : null;
  }

  /** Records an event that changes no state (a new error message, a test); a new-error event once per rule and message. */
  async addEvent(event: Omit<AlertEvent, 'id' | 'status'>): Promise<AlertEvent | null> {
    const stored: AlertEvent = { ...event, id: randomUUID(), status: 'pending' };
    const once = event.kind === 'new-error';
    const [inserted] = await this.db.batch([
      {
        sql: `INSERT INTO alert_events (${EVENT_COLUMNS}) SELECT ?, ?, ?, ?, ?, ?, ?, ?
              WHERE ${once ? 'NOT EXISTS (SELECT 1 FROM alert_events WHERE rule_id = ? AND kind = ? AND subject = ?)' : '1 = 1'}`,
        params: [
          stored.id,
          stored.ruleId,
          stored.ruleName,
          stored.kind,
          stored.subject,
          stored.count,
          stored.at,
          stored.status,
          ...(once ? [stored.ruleId, stored.kind, stored.subject] : []),
        ],
      },
    ]);
    return inserted ? stored : null;
  }

  async recordAttempt(attempt: DeliveryAttempt, status: EventStatus): Promise<void> {
    await this.db.batch([
      {
        sql: 'INSERT INTO alert_deliveries (event_id, attempt, at, ok, status_code, error) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (event_id, attempt) DO NOTHING',
        params: [attempt.eventId, attempt.attempt, attempt.at, attempt.ok ? 1 : 0, attempt.statusCode, attempt.error],
      },
      { sql: 'UPDATE alert_events SET status = ? WHERE id = ?', params: [status, attempt.eventId] },
    ]);
  }

  async setStatus(eventId: string, status: EventStatus): Promise<void> {
    await this.db.batch([{ sql: 'UPDATE alert_events SET status = ? WHERE id = ?', params: [status, eventId] }]);
  }

  /** The newest `limit` events, newest first. */
  async events(limit: number, ruleId?: string): Promise<AlertEvent[]> {
    const rows = await this.db.all<Row>(
      `SELECT ${EVENT_COLUMNS} FROM alert_events ${ruleId ? 'WHERE rule_id = ?' : ''} ORDER BY at DESC, id DESC LIMIT ?`,
      ruleId ? [ruleId, limit] : [limit],
    );
    return rows.map(eventFromRow);
  }

  async pendingEvents(): Promise<AlertEvent[]> {
    const rows = await this.db.all<Row>(
      `SELECT ${EVENT_COLUMNS} FROM alert_events WHERE status = 'pending' ORDER BY at, id`,
    );
    return rows.map(eventFromRow);
  }

  async attempts(eventIds: readonly string[]): Promise<DeliveryAttempt[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db.all<Row>(
      `SELECT event_id, attempt, at, ok, status_code, error FROM alert_deliveries WHERE event_id IN (${eventIds.map(() => '?').join(', ')})
       ORDER BY event_id, attempt`,
      eventIds,
    );
    return rows.map(attemptFromRow);
  }

  async lastAttempt(eventId: string): Promise<number> {
    const [row] = await this.db.all<Row>('SELECT MAX(attempt) AS n FROM alert_deliveries WHERE event_id = ?', [
      eventId,
    ]);
    return num(row?.n);
  }

  /**
   * Failures matching the rule's scope created at or after `from`, counted as a summary counts them:
   * whole days and hours from the rollups, raw rows only at the window's edges (windowSource.ts),
   * so a 24-hour rule reads a few dozen rollup rows rather than every failure of the day.
   */
  async countFailures(rule: Pick<AlertRule, 'scope' | 'scopeValue'>, from: number): Promise<number> {
    // No upper bound: a failure stamped ahead of this clock counts too (the latest time a date holds ends the window).
    const source = windowSource({ ...ruleFilter(rule, from), from, to: MAX_TIME_MS }, 0);
    const [row] = await this.db.all<Row>(`SELECT COALESCE(SUM(n), 0) AS n FROM ${source.sql}`, source.params);
    return num(row?.n);
  }

  /**
   * Error messages (in the rule's scope) first archived at or after `since` that no failure
   * before `since` carried, with how many failures carry them. Only messages seen since `since`
   * are grouped, so the cost follows the recent failures, not the whole archive.
   */
  async newErrorMessages(
    rule: Pick<AlertRule, 'scope' | 'scopeValue'>,
    since: number,
  ): Promise<{ message: string; count: number }[]> {
    const recent = whereClause(ruleFilter(rule, since));
    const older = whereClause({ ...ruleFilter(rule), to: since });
    const rows = await this.db.all<Row>(
      `SELECT f.error_message AS m, COUNT(*) AS n FROM failures f ${recent.sql}
       GROUP BY f.error_message
       HAVING NOT EXISTS (SELECT 1 FROM failures o ${older.sql ? `${older.sql.replace(/^WHERE /, 'WHERE o.error_message = f.error_message AND ')}` : 'WHERE o.error_message = f.error_message'})
       ORDER BY f.error_message`,
      [...recent.params, ...older.params],
    );
    return rows.map((row) => ({ message: String(row.m), count: num(row.n) }));
  }

  async summary(): Promise<{ rules: number; firing: number; lastFiredAt: number | null }> {
    const [rules] = await this.db.all<Row>(
      "SELECT COUNT(*) AS n, SUM(CASE WHEN state = 'firing' THEN 1 ELSE 0 END) AS f FROM alert_rules",
    );
    const [last] = await this.db.all<Row>(
      "SELECT MAX(at) AS at FROM alert_events WHERE kind IN ('fired', 'new-error')",
    );
    return { rules: num(rules?.n), firing: num(rules?.f), lastFiredAt: numOrNull(last?.at) };
  }
}
