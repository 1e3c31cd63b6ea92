import { useMemo, useState } from 'react';
import type { AlertEvent, AlertRule } from '../../../contract/schemas/alerts';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { CHANNEL_LABEL, describeAttempt, describeRule } from './describe';

/** The saved rules with their channel (URL masked), state, and actions: send test, edit, delete. */

export interface RuleActions {
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
  onTest: (rule: AlertRule) => void;
  /** The rule whose action is running, if any. */
  busyId: string | null;
  /** The last test send per rule id. */
  tests: ReadonlyMap<string, AlertEvent | string>;
}

function StateBadge({ rule }: { rule: AlertRule }) {
  if (!rule.enabled)
    return (
      <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        disabled
      </span>
    );
  return rule.state === 'firing' ? (
    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
      firing
    </span>
  ) : (
    <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      ok
    </span>
  );
}

function TestResult({ result }: { result: AlertEvent | string | undefined }) {
  if (result === undefined) return null;
  // A receiver's error can be one long unbroken word (a URL, a stack line): it wraps anywhere.
  if (typeof result === 'string')
    return (
      <p data-testid="test-result" className="text-xs [overflow-wrap:anywhere] text-red-700 dark:text-red-300">
        Test not sent: {result}
      </p>
    );
  const attempt = result.deliveries[0];
  const ok = attempt?.ok ?? false;
  return (
    <p
      data-testid="test-result"
      className={`text-xs [overflow-wrap:anywhere] ${ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
    >
      Test {attempt ? describeAttempt(attempt) : 'not sent'}
    </p>
  );
}

function Channel({ rule }: { rule: AlertRule }) {
  return (
    <div className="min-w-36 max-w-xs whitespace-normal">
      <div>{CHANNEL_LABEL[rule.channel.kind]}</div>
      <div className="font-mono text-xs [overflow-wrap:anywhere] text-zinc-500 dark:text-zinc-400">
        {rule.channel.url}
      </div>
    </div>
  );
}

function Actions({ rule, actions, className = '' }: { rule: AlertRule; actions: RuleActions; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const busy = actions.busyId === rule.id;
  return (
    <div className={`flex flex-wrap justify-end gap-1.5 ${className}`}>
      <Button size="sm" disabled={busy} onClick={() => actions.onTest(rule)} aria-label={`Send test for ${rule.name}`}>
        Send test
      </Button>
      <Button size="sm" disabled={busy} onClick={() => actions.onEdit(rule)} aria-label={`Edit ${rule.name}`}>
        Edit
      </Button>
      {confirming ? (
        <>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => actions.onDelete(rule)}
            aria-label={`Confirm delete ${rule.name}`}
            className="text-red-700 dark:text-red-300"
          >
            Delete
          </Button>
          <Button size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </>
      ) : (
        <Button size="sm" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Delete ${rule.name}`}>
          Delete…
        </Button>
      )}
    </div>
  );
}

export function RulesTable({ rules, actions }: { rules: AlertRule[]; actions: RuleActions }) {
  const columns = useMemo<DataColumn<AlertRule>[]>(
    () => [
      {
        id: 'name',
        header: 'Rule',
        // Wrapping (set on the content: the table's cells do not wrap), with a width cap: a long
        // test result grows the row downwards instead of pushing the channel and the Send test,
        // Edit and Delete buttons off the screen.
        cell: (rule) => (
          <div className="min-w-40 max-w-xl space-y-1 whitespace-normal">
            <div className="flex items-center gap-2">
              <span className="font-medium">{rule.name}</span>
              <StateBadge rule={rule} />
            </div>
            <p className="break-all text-xs text-zinc-600 dark:text-zinc-400">{describeRule(rule)}</p>
            <TestResult result={actions.tests.get(rule.id)} />
            {/* Phones: the channel and actions under the rule, not in columns off the screen's edge. */}
            <div className="space-y-2 pt-1 sm:hidden">
              <Channel rule={rule} />
              <Actions rule={rule} actions={actions} className="justify-start" />
            </div>
          </div>
        ),
      },
      { id: 'channel', header: 'Channel', className: 'max-sm:hidden', cell: (rule) => <Channel rule={rule} /> },
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        align: 'right',
        className: 'max-sm:hidden',
        cell: (rule) => <Actions rule={rule} actions={actions} />,
      },
    ],
    [actions],
  );
  return <DataTable rows={rules} columns={columns} getRowId={(rule) => rule.id} caption="Alert rules" />;
}
