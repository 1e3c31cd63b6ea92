import { useId } from 'react';
import { REFRESH_CHOICES, type RefreshSeconds } from '../../../contract/pages/tokens/search';

/** How often the cards refetch on their own; every refresh costs compute units, so "off" is the default. */
export function RefreshPicker({
  value,
  onChange,
}: {
  value: RefreshSeconds;
  onChange: (value: RefreshSeconds) => void;
}) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        Auto-refresh
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as RefreshSeconds)}
        className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {REFRESH_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {seconds === 0 ? 'Off' : `Every ${seconds} s`}
          </option>
        ))}
      </select>
    </span>
  );
}
