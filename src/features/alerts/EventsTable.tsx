import { useMemo } from 'react';
import type { AlertEvent } from '../../../contract/schemas/alerts';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Timestamp } from '../../components/Timestamp';
import { describeAttempt, describeEvent } from './describe';

/** What fired (and resolved, and each test), newest first, with every delivery attempt and its result. */

const STATUS_CLASS: Record<AlertEvent['status'], string> = {
  delivered: 'text-emerald-700 dark:text-emerald-300',
  pending: 'text-amber-700 dark:text-amber-300',
  failed: 'text-red-700 dark:text-red-300',
};

function Status({ event }: { event: AlertEvent }) {
  return <span className={`text-sm font-medium ${STATUS_CLASS[event.status]}`}>{event.status}</span>;
}

function Deliveries({ event }: { event: AlertEvent }) {
  if (event.deliveries.length === 0) return <span className="text-zinc-500">none yet</span>;
  return (
    <ol
      className="max-w-md space-y-0.5 whitespace-normal text-xs [overflow-wrap:anywhere]"
      aria-label={`Delivery attempts of ${event.ruleName} ${event.kind}`}
    >
      {event.deliveries.map((attempt) => (
        <li
          key={attempt.attempt}
          className={attempt.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}
        >
          #{attempt.attempt}{' '}
          <Timestamp value={attempt.at} mode="absolute" className="text-zinc-500 dark:text-zinc-400" />{' '}
          {describeAttempt(attempt)}
        </li>
      ))}
    </ol>
  );
}

export function EventsTable({ events }: { events: AlertEvent[] }) {
  const columns = useMemo<DataColumn<AlertEvent>[]>(
    () => [
      { id: 'at', header: 'When', cell: (event) => <Timestamp value={event.at} mode="age" /> },
      {
        id: 'what',
        header: 'What',
        cell: (event) => (
          <div className="min-w-40 max-w-md whitespace-normal break-words">
            <div className="font-medium">{event.ruleName}</div>
            <div className="break-words text-xs text-zinc-600 dark:text-zinc-400">{describeEvent(event)}</div>
            {/* Phones: the delivery under the event, not in columns off the screen's edge. */}
            <div className="space-y-1 pt-1 sm:hidden">
              <Status event={event} />
              <Deliveries event={event} />
            </div>
          </div>
        ),
      },
      { id: 'status', header: 'Delivery', className: 'max-sm:hidden', cell: (event) => <Status event={event} /> },
      { id: 'attempts', header: 'Attempts', className: 'max-sm:hidden', cell: (event) => <Deliveries event={event} /> },
    ],
    [],
  );
  return (
    <DataTable rows={events} columns={columns} getRowId={(event) => event.id} caption="Alert firings and deliveries" />
  );
}
