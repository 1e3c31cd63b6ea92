import { useId } from 'react';
import type { TokenIdFormat } from '../../../contract/endpoints/nft';

const OPTIONS: { value: TokenIdFormat; label: string }[] = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'hex', label: 'Hex' },
];

/** Token id format (spec 4.5 `format`): a URL value, so the choice survives reloads and links. */
export function FormatSwitch({ value, onChange }: { value: TokenIdFormat; onChange: (format: TokenIdFormat) => void }) {
  const id = useId();
  return (
    <fieldset className="inline-flex items-center gap-2">
      <legend className="sr-only">Token id format</legend>
      <span aria-hidden="true" className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        Token ids
      </span>
      <span className="inline-flex overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer border-r border-zinc-300 px-2.5 py-1 last:border-r-0 has-[:checked]:bg-zinc-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent dark:border-zinc-700 dark:has-[:checked]:bg-zinc-200 dark:has-[:checked]:text-zinc-900"
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-format`}
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
