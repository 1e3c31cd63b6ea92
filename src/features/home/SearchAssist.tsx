import type { SearchTarget } from '../../lib/searchInput';
import type { SearchOption } from './destinations';
import { LookupLink } from './LookupLink';
import { addRecent } from './recent';

/**
 * What the search box shows once something has been typed: the classifier (EIP-55 checksums with
 * keccak, coin types hashed with SHA3-256), the destinations it offers, the list and message that
 * draw them, and the recent-lookups record that opening one adds to. None of it is on screen
 * before the first keystroke, so it is one chunk that the box fetches then (searchClassifier.ts),
 * not part of the home page's JavaScript.
 */
export { classifySearchInput as classify } from '../../lib/searchInput';
export { searchOptions } from './destinations';
export { addRecent } from './recent';

interface SearchResultsProps {
  target: SearchTarget;
  options: readonly SearchOption[];
  /** An invalid value is explained on Enter, not while the user is still typing it. */
  showInvalid: boolean;
  /** The message's id, which the input names in aria-describedby while it shows. */
  messageId: string;
}

export function SearchResults({ target, options, showInvalid, messageId }: SearchResultsProps) {
  return (
    <>
      {showInvalid && target.kind === 'invalid' ? (
        <div id={messageId} role="alert" className="rounded-lg [overflow-wrap:anywhere] border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          {target.message}
        </div>
      ) : null}

      {options.length > 0 ? (
        <ul aria-label="Search results" className="divide-y divide-zinc-100 overflow-hidden rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
          {options.map((option, index) => (
            <li key={option.lookup.destination}>
              {option.unavailable ? (
                <div className="flex items-center gap-3 px-4 py-2.5 text-zinc-400 dark:text-zinc-500">
                  <span className="font-medium">{option.label}</span>
                  <span className="text-xs">{option.unavailable}</span>
                </div>
              ) : (
                <LookupLink
                  lookup={option.lookup}
                  onClick={() => addRecent(option.lookup)}
                  className="flex items-center gap-3 px-4 py-2.5 hover:bg-accent-50 focus-visible:bg-accent-50 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800"
                >
                  <span className="font-medium text-accent-700 dark:text-accent-300">{option.label}</span>
                  <span className="min-w-0 flex-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{option.description}</span>
                  {index === 0 ? (
                    <kbd className="rounded border border-zinc-300 px-1.5 py-0.5 font-mono text-[11px] text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">Enter</kbd>
                  ) : null}
                </LookupLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
