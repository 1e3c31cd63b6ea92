import type { UnreadableItem } from '../../contract/schemas/common';

export interface UnreadableItemsProps {
  items: readonly UnreadableItem[];
  /** What one item of the list is, singular ("transaction", "log", "coin"). */
  noun: string;
}

function rawText(raw: unknown): string {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
}

/**
 * The items of a list that the service sent in a shape the page cannot read, one row each: which
 * field was wrong and what was expected, with the item's raw JSON behind a toggle. Drawn beside
 * the rows that parsed, so one bad item never hides the others. Renders nothing for an empty list.
 */
export function UnreadableItems({ items, noun }: UnreadableItemsProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={`Unreadable ${noun} rows`} className="space-y-1.5">
      {items.map((item) => (
        <li
          key={item.index}
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p>
            <span className="font-semibold">Unreadable {noun}</span> (item {item.index + 1} of the answer):{' '}
            <span className="font-mono text-xs">{item.path || `the ${noun} itself`}</span> — {item.expected}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs font-medium text-amber-800 dark:text-amber-300">
              Raw JSON
            </summary>
            <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-white/70 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-900/70 dark:text-zinc-200">
              {rawText(item.raw)}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
