import type { SearchTarget } from '../../lib/searchInput';
import { defaultOption, type SearchOption } from './destinations';
import { LookupLink } from './LookupLink';
import { addRecent } from './recent';

/**
 * What the search box shows once something has been typed: the classifier (EIP-55 checksums with
 * keccak, coin types hashed with SHA-256), the destinations it offers, the list and message that
 * draw them, and the recent-lookups record that opening one adds to. None of it is on screen
 * before the first keystroke, so it is one chunk that the box fetches then (searchClassifier.ts),
 * not part of the home page's JavaScript.
 */
export { classifySearchInput as classify } from '../../lib/searchInput';
export { defaultOption, searchOptions } from './destinations';
export { addRecent } from './recent';

interface SearchResultsProps {
  target: SearchTarget;
  options: readonly SearchOption[];
  /** An invalid value is explained on Enter, not while the user is still typing it. */
  showInvalid: boolean;
  /** The message's id, which the input names in aria-describedby while it shows. */
  messageId: string;
}

// Each entry wraps rather than truncates: its description says what the value can be, and on a
// phone a cut-off "cannot be looked up" reads as the opposite.
const ROW = 'flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5';
const DESCRIPTION = 'min-w-0 flex-1 basis-60 text-xs text-zinc-600 dark:text-zinc-400';

const ENTER = (
  <kbd className="rounded border border-zinc-300 px-1.5 py-0.5 font-mono text-[11px] text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
    Enter
  </kbd>
);

function OptionRow({ option, isDefault }: { option: SearchOption; isDefault: boolean }) {
  if (option.unavailable || (!option.lookup && !option.external)) {
    return (
      <div className={`${ROW} text-zinc-500 dark:text-zinc-400`}>
        <span className="font-medium">{option.label}</span>
        <span className="min-w-0 flex-1 basis-60 text-xs">{option.description}</span>
      </div>
    );
  }
  if (option.external) {
    return (
      <a
        href={option.external.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${ROW} hover:bg-accent-50 focus-visible:bg-accent-50 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800`}
      >
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{option.label}</span>
        <span className={DESCRIPTION}>
          {option.description}{' '}
          <span className="whitespace-nowrap text-accent-700 underline dark:text-accent-300">
            {option.external.site}
            <span aria-hidden="true"> ↗</span>
          </span>
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
        {isDefault ? ENTER : null}
      </a>
    );
  }
  const lookup = option.lookup!;
  return (
    <LookupLink
      lookup={lookup}
      onClick={() => addRecent(lookup)}
      className={`${ROW} hover:bg-accent-50 focus-visible:bg-accent-50 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800`}
    >
      <span className="font-medium text-accent-700 dark:text-accent-300">{option.label}</span>
      <span className={DESCRIPTION}>{option.description}</span>
      {isDefault ? ENTER : null}
    </LookupLink>
  );
}

export function SearchResults({ target, options, showInvalid, messageId }: SearchResultsProps) {
  const enter = defaultOption(options);
  return (
    <>
      {showInvalid && target.kind === 'invalid' ? (
        <div
          id={messageId}
          role="alert"
          className="rounded-lg [overflow-wrap:anywhere] border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {target.message}
        </div>
      ) : null}

      {options.length > 0 ? (
        <ul
          aria-label="Search results"
          className="divide-y divide-zinc-100 overflow-hidden rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
        >
          {options.map((option) => (
            <li key={option.lookup?.destination ?? option.label}>
              <OptionRow option={option} isDefault={option === enter} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
