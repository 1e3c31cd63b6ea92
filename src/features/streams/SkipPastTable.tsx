import { useRef, type ReactNode } from 'react';

/**
 * A skip link before a long table and its landing point after it: a keyboard user reaches what
 * follows (the stream health, the footer) without tabbing through every row's buttons. Focus is
 * moved by hand, as a `#fragment` would change the page's URL, which holds its state.
 */
export function SkipPastTable({ label, children }: { label: string; children: ReactNode }) {
  const end = useRef<HTMLDivElement>(null);
  return (
    <div className="relative">
      <a
        href="#after-table"
        onClick={(event) => {
          event.preventDefault();
          end.current?.focus();
        }}
        className="sr-only rounded-md bg-accent-600 px-3 py-2 text-sm font-medium text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-20"
      >
        {label}
      </a>
      {children}
      <div ref={end} id="after-table" tabIndex={-1} className="outline-none">
        <span className="sr-only">End of the table</span>
      </div>
    </div>
  );
}
