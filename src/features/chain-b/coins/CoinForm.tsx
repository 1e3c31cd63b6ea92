import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT } from '../../../components/codeInput';
import { CHAIN_B, COINS_PER_CALL } from '../../../../contract/lib/chainB';
import {
  coinCallCount,
  MAX_COIN_ENTRIES,
  parseCoinEntries,
  splitEntries,
  type CoinEntryProblem,
} from '../../../../contract/lib/coinType';
import { coinsSearchValue, type CoinsSearch } from '../../../../contract/pages/chain-b/coins/search';
import { Button } from '../../../components/Button';

export interface CoinFormProps {
  search: CoinsSearch;
  onSubmit: (search: CoinsSearch) => void;
}

/** The list as the textarea shows it: one entry per line. */
function listText(search: CoinsSearch): string {
  return search.hashes ? splitEntries(search.hashes).join('\n') : '';
}

type Feedback =
  { kind: 'problems'; problems: CoinEntryProblem[]; tooMany: string | null } | { kind: 'note'; text: string } | null;

/**
 * Edits the list of coins (hashes or coin types). Checked on submit: a list with a malformed
 * entry or more than 25 coins is refused here and never reaches the URL or the service.
 */
export function CoinForm({ search, onSubmit }: CoinFormProps) {
  const [text, setText] = useState(() => listText(search));
  const [shown, setShown] = useState(search.hashes);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const id = useId();
  if (shown !== search.hashes) {
    // The URL changed from outside (back button, a link): show its list.
    setShown(search.hashes);
    setText(listText(search));
  }

  const count = splitEntries(text).length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCoinEntries([text]);
    if (parsed.entries.length === 0 && parsed.problems.length === 0) {
      setFeedback({ kind: 'problems', problems: [], tooMany: 'Enter at least one coin type or coin type hash.' });
      return;
    }
    if (parsed.problems.length > 0 || parsed.tooMany) {
      setFeedback({ kind: 'problems', problems: parsed.problems, tooMany: parsed.tooMany });
      return;
    }
    setFeedback(
      parsed.duplicates > 0
        ? { kind: 'note', text: `${parsed.duplicates} duplicate${parsed.duplicates === 1 ? '' : 's'} removed.` }
        : null,
    );
    onSubmit(coinsSearchValue(parsed.entries));
  }

  function addExample(entry: string) {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${entry}` : entry));
    setFeedback(null);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Coin types or coin type hashes
      </label>
      <p id={`${id}-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
        One per line (or separated by commas), 1 to {MAX_COIN_ENTRIES}; the service takes {COINS_PER_CALL} per call, so
        a longer list goes in several calls. A coin type such as{' '}
        <code className="font-mono">{CHAIN_B.nativeCoinType}</code> is hashed (SHA-256) in your browser; a hash is 64
        hex digits, with or without 0x.
      </p>
      <textarea
        data-page-search=""
        id={id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (feedback?.kind === 'note') setFeedback(null);
        }}
        rows={Math.min(8, Math.max(3, count + 1))}
        {...CODE_INPUT}
        aria-describedby={`${id}-help${feedback ? ` ${id}-feedback` : ''}`}
        aria-invalid={feedback?.kind === 'problems' ? true : undefined}
        placeholder={CHAIN_B.nativeCoinType}
        className="block w-full resize-y rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono text-sm placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-400"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary">
          Look up
        </Button>
        <Button onClick={() => addExample(CHAIN_B.nativeCoinType)}>Add {CHAIN_B.nativeSymbol} example</Button>
        <span
          className={`ml-auto text-xs tabular-nums ${count > MAX_COIN_ENTRIES ? 'font-medium text-red-700 dark:text-red-300' : 'text-zinc-500 dark:text-zinc-400'}`}
        >
          {count} / {MAX_COIN_ENTRIES}
          {count > COINS_PER_CALL && count <= MAX_COIN_ENTRIES ? ` · ${coinCallCount(count)} calls` : ''}
        </span>
      </div>
      {feedback ? (
        <div id={`${id}-feedback`}>
          {feedback.kind === 'note' ? (
            <p role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
              {feedback.text}
            </p>
          ) : (
            <EntryProblems problems={feedback.problems} tooMany={feedback.tooMany} lead="Nothing was looked up." />
          )}
        </div>
      ) : null}
    </form>
  );
}

export function EntryProblems({
  problems,
  tooMany,
  lead,
}: {
  problems: CoinEntryProblem[];
  tooMany: string | null;
  lead: string;
}) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">
        {lead}
        {problems.length > 0
          ? ` ${problems.length === 1 ? 'One entry is' : `${problems.length} entries are`} not valid:`
          : ''}
      </p>
      {tooMany ? <p>{tooMany}</p> : null}
      {problems.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {problems.map((problem, index) => (
            <li key={index} className="break-words">
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
