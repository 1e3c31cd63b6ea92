import { useId } from 'react';
import type { CardSource } from '../../../contract/pages/tokens/watchlist';

const OPTIONS: { value: CardSource; label: string }[] = [
  { value: 'rest', label: 'REST' },
  { value: 'rpc', label: 'JSON-RPC' },
  { value: 'both', label: 'Both' },
];

/** A small segmented control (radio group) choosing where a card's price comes from. */
export function SourcePicker({
  value,
  onChange,
  name,
}: {
  value: CardSource;
  onChange: (source: CardSource) => void;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className="inline-flex items-center gap-2">
      <legend className="sr-only">Price source for {name}</legend>
      <span aria-hidden="true" className="text-xs text-zinc-500 dark:text-zinc-400">
        Source
      </span>
      <span className="inline-flex overflow-hidden rounded-md border border-zinc-300 text-xs dark:border-zinc-700">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer border-r border-zinc-300 px-2 py-1 last:border-r-0 has-[:checked]:bg-zinc-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent dark:border-zinc-700 dark:has-[:checked]:bg-zinc-200 dark:has-[:checked]:text-zinc-900"
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-source`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
