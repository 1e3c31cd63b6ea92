import { useState } from 'react';
import { buttonClass } from '../../components/Button';
import { ChevronLeftIcon } from '../../components/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon';
import { ChevronsLeftIcon } from '../../components/icons/ChevronsLeftIcon';
import type { BlockAnchor } from '../../../contract/lib/blockPages';
import type { PageTarget } from '../../../contract/pages/paging/paging';

export interface PageNavProps {
  page: number;
  /** Where the next page starts; null on the last page. */
  next: BlockAnchor | null;
  /** Where the previous page starts; 'find' when it takes a backward walk (a deep link). */
  previous: BlockAnchor | 'first' | 'find';
  onGo: (target: PageTarget) => void;
  /** The backward walk that finds the previous page's anchor. */
  findPrevious: () => Promise<BlockAnchor | 'first'>;
  pageSize?: number;
  className?: string;
}

const button = buttonClass('secondary', 'sm');

/** First / Previous / Page N / Next over block-anchored pages (contract/lib/blockPages.ts). */
export function PageNav({ page, next, previous, onGo, findPrevious, pageSize, className = '' }: PageNavProps) {
  const [finding, setFinding] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const atFirst = page <= 1;
  const go = (anchor: BlockAnchor | 'first', number: number) =>
    onGo(anchor === 'first' || number <= 1 ? null : { page: number, at: anchor });

  const goPrevious = () => {
    if (previous !== 'find') {
      go(previous, page - 1);
      return;
    }
    setFinding(true);
    setFailed(null);
    findPrevious().then(
      (anchor) => {
        setFinding(false);
        go(anchor, page - 1);
      },
      (error: unknown) => {
        setFinding(false);
        setFailed(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <nav aria-label="Pagination" className={`flex flex-wrap items-center justify-end gap-2 ${className}`}>
      {pageSize ? (
        <span className="mr-auto text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{pageSize} per page</span>
      ) : null}
      {failed ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          The previous page could not be found: {failed} Press Previous to try again.
        </span>
      ) : null}
      <button type="button" className={button} disabled={atFirst} onClick={() => onGo(null)}>
        <ChevronsLeftIcon className="size-3.5" />
        First
      </button>
      <button
        type="button"
        className={button}
        disabled={atFirst || finding}
        aria-busy={finding || undefined}
        onClick={goPrevious}
      >
        <ChevronLeftIcon className="size-3.5" />
        {finding ? 'Finding…' : 'Previous'}
      </button>
      <span aria-current="page" className="px-2 text-sm tabular-nums text-zinc-600 dark:text-zinc-300">
        Page {page}
      </span>
      <button type="button" className={button} disabled={next === null} onClick={() => next && go(next, page + 1)}>
        Next
        <ChevronRightIcon className="size-3.5" />
      </button>
    </nav>
  );
}
