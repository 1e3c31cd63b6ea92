import { useId } from 'react';
import { parseTimeColumn, TIME_COLUMN_LABELS, useTimeColumn, type TimeColumn } from './timeColumn';

/** Age, UTC date or local date for the transactions' time (kept in this browser: timeColumn.ts says why). */
export function TimeColumnSelect() {
  const id = useId();
  const [time, setTime] = useTimeColumn();
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
      <label htmlFor={id}>Time</label>
      <select
        id={id}
        value={time}
        onChange={(event) => setTime(parseTimeColumn(event.target.value))}
        className="h-8 rounded-md border border-zinc-300 bg-white px-1.5 text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {(Object.keys(TIME_COLUMN_LABELS) as TimeColumn[]).map((value) => (
          <option key={value} value={value}>
            {TIME_COLUMN_LABELS[value]}
          </option>
        ))}
      </select>
    </span>
  );
}
