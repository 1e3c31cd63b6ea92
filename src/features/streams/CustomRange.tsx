import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { formatInstant, parseInstant, type WindowChoice } from '../../../contract/pages/streams/window';

const INPUT = 'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';

/** A datetime-local value ("2026-11-24T10:00"), read as UTC like every time on the page. */
const toInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

export interface CustomRangeProps {
  choice: WindowChoice;
  now: number;
  onApply: (range: { from: string; to: string | undefined }) => void;
}

/**
 * The custom range's two UTC times. Checked before it goes into the URL: an unreadable time or
 * an end before the start is said next to the form and nothing changes.
 */
export function CustomRange({ choice, now, onApply }: CustomRangeProps) {
  const id = useId();
  const [from, setFrom] = useState(() => toInput(choice.kind === 'custom' ? choice.from : now - 24 * 3_600_000));
  const [to, setTo] = useState(() => (choice.kind === 'custom' && choice.to !== null ? toInput(choice.to) : ''));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromMs = parseInstant(from);
    const toMs = to === '' ? null : parseInstant(to);
    if (fromMs === null) return setError('Give a start time.');
    if (to !== '' && toMs === null) return setError('The end time is not a date and time.');
    if (toMs !== null && toMs <= fromMs) return setError('The end must be after the start.');
    setError(null);
    onApply({ from: formatInstant(fromMs), to: toMs === null ? undefined : formatInstant(toMs) });
  };

  return (
    <form onSubmit={submit} aria-label="Custom time range" className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
          From (UTC)
        </label>
        <input
          id={`${id}-from`}
          type="datetime-local"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={INPUT}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
          To (UTC, empty = now)
        </label>
        <input
          id={`${id}-to`}
          type="datetime-local"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={INPUT}
        />
      </div>
      <Button type="submit" size="sm">
        Apply range
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
