import type { ReactNode } from 'react';
import type { FieldError } from '../../../contract/pages/range/rangeSearch';

const FIELD_NAMES: Record<string, string> = {
  address: 'Address',
  chain: 'Chain',
  from_block: 'From block',
  to_block: 'To block',
  from_date: 'From date',
  to_date: 'To date',
  order: 'Order',
  limit: 'Page size',
  cursor: 'Page',
  at: 'Page',
};

/** Invalid route param or search values: every message, and the reassurance that nothing was sent. */
export function InputErrors({ errors, action }: { errors: readonly FieldError[]; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">This link cannot be shown as it is</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {errors.map((error) => {
          const name = FIELD_NAMES[error.field] ?? error.field;
          // Most messages already start with the field's name ("From date … is after …").
          const named = error.message.toLowerCase().startsWith(name.toLowerCase());
          return (
            <li key={`${error.field}:${error.message}`}>
              {named ? null : <span className="font-medium">{name}: </span>}
              {error.message}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs opacity-80">No request was sent. Fix the value{errors.length > 1 ? 's' : ''} above.</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-zinc-300 px-4 py-10 text-center dark:border-zinc-700">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{children}</div> : null}
    </div>
  );
}
