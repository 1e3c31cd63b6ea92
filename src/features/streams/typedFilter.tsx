import { useRef, useState } from 'react';
import { MAX_FILTER_TEXT } from '../../../contract/pages/streams/search';
import { parseBlockInput } from '../../../contract/lib/blockInput';
import { formatInteger } from '../../lib/format';

/** The failures filters typed as text (error text, block number): read, committed after a pause, refused with a reason. */

export type Read = { ok: true; value: string | undefined } | { ok: false; problem: string };

/** The error text as the URL takes it, or why it cannot be applied. */
export function readErrorText(text: string): Read {
  const length = text.trim().length;
  return length > MAX_FILTER_TEXT
    ? {
        ok: false,
        problem: `Not applied: the error text filter takes at most ${MAX_FILTER_TEXT} characters, and this is ${formatInteger(length)}. Shorten it to a distinctive part of the message.`,
      }
    : { ok: true, value: text.trim() || undefined };
}

/** A block number as the page shows them ("12,345,678") or as digits; the URL takes the digits. */
export function readBlock(text: string): Read {
  if (text.trim() === '') return { ok: true, value: undefined };
  const parsed = parseBlockInput(text, 'Block number');
  return parsed.ok
    ? { ok: true, value: parsed.value.toString() }
    : { ok: false, problem: `Not applied: ${parsed.message}` };
}

/**
 * Text typed into a box, sent to the URL after a pause (or at once on Enter). Text the filter
 * cannot take is not sent: `problem` says why, and the table keeps the last applied filter.
 */
export function useCommittedText(
  value: string | undefined,
  commit: (value: string | undefined) => void,
  read: (text: string) => Read,
) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (reset, a top-error click): show its value in the box, unless
  // the box already says the same in its own way ("12,345,678" for 12345678).
  if (shown !== value) {
    setShown(value);
    const typed = read(text);
    if (!typed.ok || typed.value !== value) setText(value ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = (next: string, delay: number) => {
    clearTimeout(timer.current);
    const typed = read(next);
    if (!typed.ok) return;
    timer.current = setTimeout(() => commit(typed.value), delay);
  };
  const typed = read(text);
  return {
    value: text,
    problem: typed.ok ? null : typed.problem,
    onChange: (next: string) => {
      setText(next);
      schedule(next, 350);
    },
    onEnter: () => schedule(text, 0),
  };
}

/** A typed filter's refusal, over what follows like a tooltip: the filter row keeps its alignment. */
export function Problem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p
      id={id}
      role="alert"
      className="absolute left-0 top-full z-20 mt-1 w-72 rounded-md border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-800 shadow-sm dark:border-red-900/60 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  ) : null;
}
