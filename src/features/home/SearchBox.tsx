import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChainSelect } from '../../components/ChainSelect';
import { SearchIcon } from '../../components/icons/SearchIcon';
import { SEARCH_INPUT_ID } from '../../components/shell/useSlashFocus';
import { setPreferredChain, usePreferredChain } from '../../lib/preferredChain';
import type { SearchTarget } from '../../lib/searchInput';
import type { SearchOption } from './destinations';
import { useOpenOption } from './openOption';
import { Button } from '../../components/Button';
import { useSearchClassifier, type SearchAssist } from './searchClassifier';
import { afterPaint } from '../../lib/afterPaint';

/** The paste-anything box: classifies as you type, offers where to go, Enter takes the first. */
export function SearchBox() {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const chain = usePreferredChain();
  const openOption = useOpenOption();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const messageId = useId();
  const classifier = useSearchClassifier();
  const { assist } = classifier;
  // Until the classifier has arrived (a few ms after the first keystroke) nothing is offered.
  const target = useMemo<SearchTarget>(() => (assist ? assist.classify(value) : { kind: 'empty' }), [assist, value]);
  const options = useMemo<readonly SearchOption[]>(
    () => (assist ? assist.searchOptions(target, chain) : []),
    [assist, target, chain],
  );

  // The page exists to take this input, so it gets focus on arrival, but after the first frame:
  // `autoFocus` focuses inside React's commit, which forces the whole page's first style and
  // layout into that task (it was the page load's longest). Someone already typing elsewhere keeps
  // their focus.
  useEffect(
    () =>
      afterPaint(() => {
        const active = document.activeElement;
        if (!active || active === document.body) inputRef.current?.focus();
      }),
    [],
  );

  const submit = (loaded: SearchAssist) => {
    setSubmitted(true);
    const first = loaded.defaultOption(loaded.searchOptions(loaded.classify(value), chain));
    if (first) openOption(loaded, first);
  };

  // An invalid value is explained on Enter, not while the user is still typing it.
  const showInvalid = submitted && target.kind === 'invalid';

  return (
    <div className="space-y-3">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (assist) submit(assist);
          else classifier.load().then(submit, () => undefined);
        }}
        className="flex flex-col gap-2 sm:flex-row sm:items-center"
      >
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Search by address, block height, coin type or hash
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-zinc-400" />
          <input
            id={SEARCH_INPUT_ID}
            ref={inputRef}
            type="search"
            // CODE_INPUT's values, written out: the home route's chunk shares no module with the data
            // pages (vite.config.ts, homeWithoutData), and CODE_INPUT is theirs.
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSubmitted(false);
              if (!assist) void classifier.load().catch(() => undefined);
            }}
            placeholder="Address, transaction hash, block height or coin type"
            aria-describedby={`${hintId}${showInvalid ? ` ${messageId}` : ''}`}
            aria-invalid={showInvalid || undefined}
            className="h-12 w-full rounded-lg border border-zinc-300 bg-white pl-10 pr-10 font-mono [&::-webkit-search-cancel-button]:appearance-none text-[15px] text-zinc-900 shadow-sm placeholder:font-sans placeholder:text-zinc-400 focus:border-accent-500 focus:outline-none focus:ring-3 focus:ring-accent-500/20 aria-invalid:border-red-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-500"
          />
          {value === '' ? (
            <kbd
              aria-hidden="true"
              className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 rounded border border-zinc-300 px-1.5 font-mono text-xs text-zinc-400 dark:border-zinc-700"
            >
              /
            </kbd>
          ) : null}
        </div>
        <ChainSelect
          value={chain}
          onChange={setPreferredChain}
          label="EVM chain"
          hideLabel
          className="w-full sm:w-auto"
          selectClassName="h-10 w-full sm:h-12 sm:w-44"
        />
        <Button type="submit" variant="primary" size="lg">
          Search
        </Button>
      </form>
      <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        Press <kbd className="font-mono">/</kbd> anywhere to search. EVM addresses open on the chain selected here (also
        the header's default chain).
      </p>

      {classifier.failed ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          The search helper could not be loaded: check the connection, then press Enter to try again.
        </div>
      ) : null}

      {assist ? (
        <assist.SearchResults target={target} options={options} showInvalid={showInvalid} messageId={messageId} />
      ) : null}
    </div>
  );
}
