import type { ReactNode } from 'react';
import { RetryIcon } from './icons/RetryIcon';

export interface RetryButtonProps {
  onRetry: () => void;
  disabled?: boolean;
  /** Default "Retry". */
  children?: ReactNode;
}

/** The Retry of an error panel (the full ErrorPanel and the plain one it loads behind). */
export function RetryButton({ onRetry, disabled = false, children = 'Retry' }: RetryButtonProps) {
  return (
    <button
      type="button"
      onClick={onRetry}
      disabled={disabled}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-current/20 bg-white/70 px-2.5 py-1 text-xs font-medium hover:bg-white disabled:cursor-not-allowed disabled:opacity-50 dark:bg-zinc-900/60 dark:hover:bg-zinc-900"
    >
      <RetryIcon className="size-3.5" />
      {children}
    </button>
  );
}
