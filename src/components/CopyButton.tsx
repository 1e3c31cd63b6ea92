import { useRef, useState } from 'react';
import { CheckIcon } from './icons/CheckIcon';
import { CopyIcon } from './icons/CopyIcon';

export interface CopyButtonProps {
  /** The text to copy, or a function that gives it at the moment of the click (e.g. the page's URL). */
  value: string | (() => string);
  /** Accessible name; default "Copy". */
  label?: string;
  /** Visible text beside the icon (the button is then as wide as it needs). */
  text?: string;
  className?: string;
}

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // Clipboard API missing (insecure context) or refused: fall back to a hidden textarea.
    try {
      const area = document.createElement('textarea');
      area.value = value;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

export function CopyButton({ value, label = 'Copy', text, className = '' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The reset timer starts from the click, not from an effect: a page draws hundreds of copy
  // buttons (two or three per row) and an effect each cost a passive-effect pass per button.
  // A timer outliving the button only sets the state of an unmounted component: a no-op.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (next: 'copied' | 'failed') => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 1500);
  };

  return (
    <button
      type="button"
      aria-label={label}
      title={state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
      onClick={(event) => {
        // Copy buttons sit inside links and clickable rows: copying must not navigate or expand.
        event.preventDefault();
        event.stopPropagation();
        void copyText(typeof value === 'function' ? value() : value).then((ok) => show(ok ? 'copied' : 'failed'));
      }}
      className={`inline-flex ${text ? 'h-6 gap-1 px-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-300' : 'size-6'} shrink-0 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent dark:hover:bg-zinc-800 dark:hover:text-zinc-200 ${className}`}
    >
      {state === 'copied' ? (
        <CheckIcon className="size-3.5 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <CopyIcon className="size-3.5" />
      )}
      {text ? <span aria-hidden="true">{state === 'copied' ? 'Copied' : text}</span> : null}
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
