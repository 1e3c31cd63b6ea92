import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { parseBlockInput } from '../../../contract/lib/blockInput';
import {
  RANGE_KEYS,
  blockWinsSides,
  checkRange,
  MAX_LIMIT,
  type FieldError,
  type RangeKey,
  type RangeSearch,
} from '../../../contract/pages/range/rangeSearch';
import { Button } from '../../components/Button';

/** What Apply hands back: URL-ready values (numbers where the router writes them plainly). */
export type RangeFilterValues = Pick<RangeSearch, RangeKey>;

export interface RangeFiltersProps {
  /** The current URL values (what the user wrote, possibly invalid). */
  value: RangeSearch;
  /**
   * The new range; the caller writes it to the URL and drops the cursor trail (a new range
   * starts at page 1). `extra` holds the values of named controls passed as children.
   */
  onApply: (range: RangeFilterValues, extra: Record<string, string>) => void;
  /** Clears the range (and whatever else the page resets). */
  onReset: () => void;
  /** Problems with the URL's values, shown at their fields until the user edits them. */
  errors?: readonly FieldError[];
  /** Extra form controls with a `name` (e.g. the NFT page's format select). */
  children?: ReactNode;
  /**
   * Filled with a check the page runs before an action that uses the range (the whole-range CSV
   * export): it marks an incomplete field and returns why the action must wait, or null.
   */
  checkRef?: { current: (() => string | null) | null };
  className?: string;
}

type Draft = Record<RangeKey, string>;

const draftOf = (value: RangeSearch): Draft =>
  Object.fromEntries(RANGE_KEYS.map((key) => [key, value[key] === undefined ? '' : String(value[key])])) as Draft;

/**
 * Block numbers as the URL keeps them: digits only, so "26,000,000" typed (or copied from the
 * table) becomes from_block=26000000. A checked block (at most 10^15) is exact as a number.
 */
function toValues(draft: Draft): RangeFilterValues {
  const out: RangeFilterValues = {};
  for (const key of RANGE_KEYS) {
    const text = draft[key].trim();
    if (text === '') continue;
    if (key === 'order') out.order = text.toUpperCase();
    else if (key === 'from_block' || key === 'to_block') {
      const block = parseBlockInput(text);
      out[key] = block.ok ? Number(block.value) : text;
    } else out[key] = key === 'limit' && /^\d{1,4}$/.test(text) ? Number(text) : text;
  }
  return out;
}

const DATE_KEYS = ['from_date', 'to_date'] as const;
const DATE_LABEL = { from_date: 'From date', to_date: 'To date' } as const;

/**
 * A date field the browser holds half-typed ("mm/dd/2026" with the month still blank): its value
 * is "" and `validity.badInput` is set, so without this check Apply would read it as "no bound".
 */
function incompleteDates(form: HTMLFormElement | null): FieldError[] {
  if (!form) return [];
  return DATE_KEYS.flatMap((key) => {
    const field = form.elements.namedItem(key);
    return field instanceof HTMLInputElement && field.validity.badInput
      ? [
          {
            field: key,
            message: `${DATE_LABEL[key]} is incomplete: finish the day, month and year, or clear the field.`,
          },
        ]
      : [];
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const input =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:[color-scheme:dark]';
const labelClass = 'mb-1 block text-xs font-medium text-zinc-600 dark:text-zinc-400';

/**
 * Spec 4.2's range, order and page size as a form. Nothing reaches the URL until Apply, so typing
 * a block number does not fire a request per keystroke; a refused range never reaches the URL.
 */
/** The order select's value for a URL's order: DESC and no order are both "Newest first". */
function orderChoice(order: string): string {
  const upper = order.toUpperCase();
  if (upper === 'DESC' || upper === '') return '';
  return upper === 'ASC' ? 'ASC' : order;
}

export function RangeFilters({
  value,
  onApply,
  onReset,
  errors = [],
  children,
  checkRef,
  className = '',
}: RangeFiltersProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [synced, setSynced] = useState(() => JSON.stringify(draftOf(value)));
  const [formErrors, setFormErrors] = useState<readonly FieldError[] | null>(null);
  const [edited, setEdited] = useState(false);

  // The URL changed under the form (back button, reset, a link): show the URL's values again.
  const current = JSON.stringify(draftOf(value));
  if (current !== synced) {
    setSynced(current);
    setDraft(draftOf(value));
    setFormErrors(null);
    setEdited(false);
  }

  const shown = formErrors ?? (edited ? [] : errors);
  const errorFor = (key: RangeKey) => shown.filter((error) => error.field === key);
  const wins = blockWinsSides(toValues(draft));

  const set = (key: RangeKey) => (event: { target: { value: string } }) => {
    setDraft((old) => ({ ...old, [key]: event.target.value }));
    setEdited(true);
    setFormErrors(null);
  };

  // Read at the time of the check (the fields' state is the browser's, not React's).
  const markIncomplete = useCallback((): FieldError[] => {
    const incomplete = incompleteDates(formRef.current);
    if (incomplete.length > 0) setFormErrors(incomplete);
    return incomplete;
  }, []);
  useEffect(() => {
    if (!checkRef) return;
    checkRef.current = () => {
      const incomplete = markIncomplete();
      return incomplete.length > 0
        ? `${incomplete.map((error) => error.message).join(' ')} The range filters above show it.`
        : null;
    };
    return () => {
      checkRef.current = null;
    };
  }, [checkRef, markIncomplete]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = toValues(draft);
    const check = checkRange(values);
    const incomplete = incompleteDates(event.currentTarget);
    if (!check.ok || incomplete.length > 0) {
      setFormErrors([...incomplete, ...(check.ok ? [] : check.errors)]);
      return;
    }
    const extra: Record<string, string> = {};
    for (const [key, item] of new FormData(event.currentTarget)) {
      if (typeof item === 'string' && !(RANGE_KEYS as readonly string[]).includes(key)) extra[key] = item;
    }
    onApply(values, extra);
  }

  const field = (key: RangeKey, label: string, control: ReactNode) => {
    const fieldErrors = errorFor(key);
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {label}
        </label>
        {control}
        {fieldErrors.map((error) => (
          <p key={error.message} id={`${id}-${key}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
            {error.message}
          </p>
        ))}
      </div>
    );
  };
  const common = (key: RangeKey) => ({
    id: `${id}-${key}`,
    name: key,
    value: draft[key],
    onChange: set(key),
    'aria-invalid': errorFor(key).length > 0 || undefined,
    'aria-describedby': errorFor(key).length > 0 ? `${id}-${key}-error` : undefined,
    className: input,
  });
  const dateType = (key: 'from_date' | 'to_date') => (draft[key] === '' || DAY.test(draft[key]) ? 'date' : 'text');

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Range filters"
      className={`rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-950 ${className}`}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {field(
          'from_block',
          'From block',
          <input
            {...common('from_block')}
            inputMode="numeric"
            placeholder="any"
            autoComplete="off"
            data-page-search=""
          />,
        )}
        {field(
          'to_block',
          'To block',
          <input {...common('to_block')} inputMode="numeric" placeholder="latest" autoComplete="off" />,
        )}
        {field(
          'from_date',
          'From date (UTC)',
          <input {...common('from_date')} type={dateType('from_date')} onBlur={() => markIncomplete()} />,
        )}
        {field(
          'to_date',
          'To date (UTC, inclusive)',
          <input {...common('to_date')} type={dateType('to_date')} onBlur={() => markIncomplete()} />,
        )}
        {field(
          'order',
          'Order',
          // DESC is the service's default: one "Newest first" stands for it, written or not.
          <select {...common('order')} value={orderChoice(draft.order)}>
            <option value="">Newest first</option>
            <option value="ASC">Oldest first</option>
            {orderChoice(draft.order) === draft.order && !['', 'ASC'].includes(draft.order) ? (
              <option value={draft.order}>{draft.order}</option>
            ) : null}
          </select>,
        )}
        {field(
          'limit',
          `Page size (1–${MAX_LIMIT})`,
          <input
            {...common('limit')}
            type="number"
            min={1}
            max={MAX_LIMIT}
            step={1}
            placeholder="100"
            inputMode="numeric"
          />,
        )}
        {children}
      </div>
      {wins.length > 0 ? (
        <p
          role="note"
          className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          Block bound wins over date bound:{' '}
          {wins.map((side) => `the ${side} block is used and the ${side} date is ignored`).join('; ')} (the service’s
          rule).
        </p>
      ) : null}
      {formErrors ? (
        <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-300">
          Fix the marked fields; nothing was applied.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm">
          Apply
        </Button>
        <Button size="sm" onClick={onReset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
