import { ChevronLeftIcon } from './icons/ChevronLeftIcon';
import { ChevronRightIcon } from './icons/ChevronRightIcon';
import { ChevronsLeftIcon } from './icons/ChevronsLeftIcon';
import { buttonClass } from './Button';

export interface CursorPagerProps {
  /** Cursors that led to the current page, oldest first; [] is the first page. */
  trail: string[];
  /** The current response's cursor; null on the last page. */
  nextCursor: string | null;
  onNavigate: (trail: string[]) => void;
  pageSize?: number;
  className?: string;
}

/** The trail transitions of docs/CONVENTIONS.md, pure so they can be tested alone. */
export const pagerTrail = {
  first: (): string[] => [],
  previous: (trail: string[]): string[] => trail.slice(0, -1),
  next: (trail: string[], nextCursor: string): string[] => [...trail, nextCursor],
};

const button = buttonClass('secondary', 'sm');

export function CursorPager({ trail, nextCursor, onNavigate, pageSize, className = '' }: CursorPagerProps) {
  const page = trail.length + 1;
  const atFirst = trail.length === 0;
  return (
    <nav aria-label="Pagination" className={`flex flex-wrap items-center justify-end gap-2 ${className}`}>
      {pageSize ? (
        <span className="mr-auto text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{pageSize} per page</span>
      ) : null}
      <button type="button" className={button} disabled={atFirst} onClick={() => onNavigate(pagerTrail.first())}>
        <ChevronsLeftIcon className="size-3.5" />
        First
      </button>
      <button
        type="button"
        className={button}
        disabled={atFirst}
        onClick={() => onNavigate(pagerTrail.previous(trail))}
      >
        <ChevronLeftIcon className="size-3.5" />
        Previous
      </button>
      <span aria-current="page" className="px-2 text-sm tabular-nums text-zinc-600 dark:text-zinc-300">
        Page {page}
      </span>
      <button
        type="button"
        className={button}
        disabled={nextCursor === null}
        onClick={() => {
          if (nextCursor !== null) onNavigate(pagerTrail.next(trail, nextCursor));
        }}
      >
        Next
        <ChevronRightIcon className="size-3.5" />
      </button>
    </nav>
  );
}
