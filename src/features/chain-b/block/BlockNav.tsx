import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeftIcon } from '../../../components/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../components/icons/ChevronRightIcon';
import { parseBlockInput } from '../../../../contract/lib/blockInput';
import { LATEST_HEIGHT, type BlockSearch } from '../../../../contract/pages/chain-b/block/search';
import { buttonClass } from '../../../components/Button';

const button = buttonClass('secondary', 'sm');
const disabledButton =
  'inline-flex cursor-not-allowed items-center gap-1 rounded-md border border-zinc-200 px-2.5 py-1.5 text-sm font-medium text-zinc-400 dark:border-zinc-800 dark:text-zinc-500';

export interface BlockNavProps {
  /** Null when the height in the URL is not valid: only the "go to height" box is offered. */
  height: bigint | null;
  search: BlockSearch;
  /** Why there is no next block to go to, or null when there may be one. */
  noNext: 'newest' | 'missing' | null;
  /** Offer "Latest" (default): not on the newest block, nor while it is being searched for. */
  latest?: boolean;
}

/** Previous / next block, the latest block and a "go to height" box; the URL keeps `with_transactions` across all of them. */
export function BlockNav({ height, search, noNext, latest = true }: BlockNavProps) {
  return (
    <nav aria-label="Blocks" className="flex flex-wrap items-center gap-2">
      {height !== null ? (
        <>
          {height > 0n ? (
            <Link
              to="/chain-b/blocks/$height"
              params={{ height: (height - 1n).toString() }}
              search={search}
              className={button}
              rel="prev"
            >
              <ChevronLeftIcon className="size-4" /> Previous
            </Link>
          ) : (
            <span aria-disabled="true" title="Block 0 is the first block" className={disabledButton}>
              <ChevronLeftIcon className="size-4" /> Previous
            </span>
          )}
          {noNext ? (
            <span
              aria-disabled="true"
              title={noNext === 'newest' ? 'This is the newest block so far' : 'This block does not exist yet'}
              className={disabledButton}
            >
              Next <ChevronRightIcon className="size-4" />
            </span>
          ) : (
            <Link
              to="/chain-b/blocks/$height"
              params={{ height: (height + 1n).toString() }}
              search={search}
              className={button}
              rel="next"
            >
              Next <ChevronRightIcon className="size-4" />
            </Link>
          )}
        </>
      ) : null}
      {latest && noNext !== 'newest' ? (
        <Link
          to="/chain-b/blocks/$height"
          params={{ height: LATEST_HEIGHT }}
          search={search}
          className={button}
          title="Find the newest block"
        >
          Latest
        </Link>
      ) : null}
      <GoToHeight search={search} />
    </nav>
  );
}

function GoToHeight({ search }: { search: BlockSearch }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const height = parseBlockInput(value, 'Block height');
    if (!height.ok) {
      setError(height.message);
      return;
    }
    setError(null);
    setValue('');
    void navigate({ to: '/chain-b/blocks/$height', params: { height: height.value.toString() }, search });
  }

  return (
    <form onSubmit={submit} noValidate className="relative flex items-center gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        Go to height
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        inputMode="numeric"
        autoComplete="off"
        data-page-search=""
        placeholder="Go to height"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-36 rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm tabular-nums placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-400"
      />
      <button type="submit" className={button}>
        Go
      </button>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="absolute right-0 top-full z-10 mt-1 w-max max-w-72 rounded-md border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-800 shadow-sm dark:border-red-900/60 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
