import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  alertEventsOptions,
  alertKeys,
  alertRulesOptions,
  createRule,
  deleteRule,
  isAlertsOff,
  newFailuresOptions,
  sendTest,
  updateRule,
  type RuleInput,
} from '../../api/alerts';
import type { AlertEvent, AlertRule } from '../../../contract/schemas/alerts';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { TableSkeleton } from '../../components/TableSkeleton';
import { EventsTable } from './EventsTable';
import { NotificationControl } from './NotificationControl';
import { RuleForm } from './RuleForm';
import { RulesTable, type RuleActions } from './RulesTable';
import { useFiringWatch } from './useFiringWatch';

/** /streams/alerts: the rules and their channels, what fired and each delivery attempt (docs/alerts.md). */

type Editing = { rule: AlertRule | null } | null;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'The request failed.';
}

function ArchiveOff() {
  return (
    <div
      role="status"
      className="rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      <p className="font-semibold">Alerts need the archive</p>
      <p>
        This server’s failures archive is off (WATCH_INTERVAL_S=0), and alert rules are evaluated over it. Whoever runs
        the server can turn the watcher on to use alerts.
      </p>
    </div>
  );
}

export function AlertsPage() {
  const client = useQueryClient();
  const rules = useQuery(alertRulesOptions());
  const off = isAlertsOff(rules.error);
  const events = useQuery({ ...alertEventsOptions(), enabled: !off });
  // Failures are counted from when the user last looked at the page (opened it, or came back to the tab).
  const [since, setSince] = useState(() => new Date().toISOString());
  const newFailures = useQuery({ ...newFailuresOptions(since), enabled: !off });
  const watch = useFiringWatch(events.data?.events, newFailures.data, () => setSince(new Date().toISOString()));
  const [editing, setEditing] = useState<Editing>(null);
  const [tests, setTests] = useState<ReadonlyMap<string, AlertEvent | string>>(new Map());
  const refresh = () => client.invalidateQueries({ queryKey: alertKeys.all });

  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RuleInput }) =>
      id ? updateRule(id, input) : createRule(input),
    onSuccess: () => {
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: (rule: AlertRule) => deleteRule(rule.id), onSettled: () => void refresh() });
  const test = useMutation({
    mutationFn: (rule: AlertRule) => sendTest(rule.id),
    onSuccess: (event, rule) => setTests((old) => new Map(old).set(rule.id, event)),
    onError: (error, rule) => setTests((old) => new Map(old).set(rule.id, messageOf(error))),
    onSettled: () => void refresh(),
  });

  const busyId =
    (remove.isPending ? remove.variables?.id : null) ?? (test.isPending ? test.variables?.id : null) ?? null;
  const actions = useMemo<RuleActions>(
    () => ({
      onEdit: (rule) => {
        save.reset();
        setEditing({ rule });
      },
      onDelete: (rule) => remove.mutate(rule),
      onTest: (rule) => test.mutate(rule),
      busyId,
      tests,
    }),
    // The mutations' `mutate` functions are stable; the table redraws when the busy rule or a test result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busyId, tests],
  );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Alerts</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Rules over the archived{' '}
            <Link to="/streams/failed" className="text-accent-700 underline dark:text-accent-300">
              failed deliveries
            </Link>
            : each fires once when it crosses and sends one “resolved” when it clears.
          </p>
        </div>
        {off ? null : (
          <NotificationControl
            permission={watch.permission}
            onAsk={() => void watch.askPermission()}
            fresh={watch.fresh}
            newFailures={newFailures.data}
          />
        )}
      </header>

      {off ? (
        <ArchiveOff />
      ) : (
        <>
          <section aria-labelledby="rules-heading" className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="rules-heading" className="text-base font-semibold">
                Rules
              </h2>
              {editing ? null : (
                <Button
                  variant="primary"
                  size="sm"
                  onClick={() => {
                    save.reset();
                    setEditing({ rule: null });
                  }}
                >
                  New rule
                </Button>
              )}
            </div>
            {editing ? (
              <RuleForm
                key={editing.rule?.id ?? 'new'}
                rule={editing.rule}
                saving={save.isPending}
                serverError={save.error ? messageOf(save.error) : null}
                onSave={(input) => save.mutate({ id: editing.rule?.id ?? null, input })}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {remove.error ? <ErrorPanel error={remove.error} title="Deleting the rule" /> : null}
            {rules.isError ? (
              <ErrorPanel error={rules.error} onRetry={() => void rules.refetch()} title="Alert rules" />
            ) : rules.data ? (
              rules.data.rules.length ? (
                <RulesTable rules={rules.data.rules} actions={actions} />
              ) : (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  No rules yet. A rule watches the archive and sends to a webhook, Slack or Discord.
                </p>
              )
            ) : (
              <TableSkeleton rows={2} />
            )}
          </section>

          <section aria-labelledby="events-heading" className="space-y-3">
            <h2 id="events-heading" className="text-base font-semibold">
              What fired
            </h2>
            {events.isError ? (
              <ErrorPanel error={events.error} onRetry={() => void events.refetch()} title="Alert history" />
            ) : events.data ? (
              events.data.events.length ? (
                <EventsTable events={events.data.events} />
              ) : (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing has fired yet.</p>
              )
            ) : (
              <TableSkeleton rows={3} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
