import { useId, useRef, useState, type ReactNode } from 'react';
import type { FilterOption } from './logic/filters';
import { GROUPS, WINDOWS, type GroupBy, type StreamsSearch } from './logic/search';
import type { Filters } from './logic/view';

const SELECT = 'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';
const WINDOW_LABEL = { '1h': '1 h', '24h': '24 h', '7d': '7 d', all: 'All' } as const;
const GROUP_LABEL: Record<GroupBy, string> = { none: 'No grouping', error: 'Error message', stream: 'Stream' };

export interface FilterBarProps {
  filters: Filters;
  group: GroupBy;
  options: { stream: FilterOption[]; chain: FilterOption[]; type: FilterOption[]; tag: FilterOption[] };
  onChange: (patch: Partial<StreamsSearch>) => void;
  onReset: () => void;
  active: boolean;
}

/** A label above its control, tied by id (a wrapping label would put the option text in the name). */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</label>
      {children(id)}
    </div>
  );
}

function OptionSelect({ label, all, value, options, onChange }: { label: string; all: string; value: string | undefined; options: FilterOption[]; onChange: (value: string | undefined) => void }) {
  // A value from the URL that no loaded row has is still shown, so the filter is visible.
  const list = value !== undefined && !options.some((o) => o.value === value) ? [{ value, label: value, count: 0 }, ...options] : options;
  return (
    <Labelled label={label}>
      {(id) => <select id={id} className={`${SELECT} max-w-40`} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{all}</option>
        {list.map((option) => <option key={option.value} value={option.value}>{option.label} ({option.count})</option>)}
      </select>}
    </Labelled>
  );
}

export function FilterBar({ filters, group, options, onChange, onReset, active }: FilterBarProps) {
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  // The URL changed from elsewhere (reset, a top-error click): show its value in the box.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitText = (value: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ q: value.trim() || undefined }), delay);
  };

  return (
    <div role="search" aria-label="Filter failed deliveries" className="flex flex-wrap items-end gap-3">
      <OptionSelect label="Stream" all="All streams" value={filters.stream} options={options.stream} onChange={(stream) => onChange({ stream })} />
      <OptionSelect label="Chain" all="All chains" value={filters.chain} options={options.chain} onChange={(chain) => onChange({ chain })} />
      <OptionSelect label="Type" all="All types" value={filters.type} options={options.type} onChange={(type) => onChange({ type })} />
      <OptionSelect label="Tag" all="All tags" value={filters.tag} options={options.tag} onChange={(tag) => onChange({ tag })} />
      <Labelled label="Error text">
        {(id) => <input
          id={id}
          type="search"
          value={text}
          placeholder="e.g. status code 500"
          onChange={(event) => { setText(event.target.value); commitText(event.target.value, 350); }}
          onKeyDown={(event) => { if (event.key === 'Enter') commitText(text, 0); }}
          className={`${SELECT} w-44`}
        />}
      </Labelled>
      <div className="flex flex-col gap-1">
        <span id="window-label" className="text-xs font-medium text-zinc-600 dark:text-zinc-400">Time window</span>
        <div role="group" aria-labelledby="window-label" className="inline-flex h-8 overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700">
          {WINDOWS.map((value) => (
            <button key={value} type="button" aria-pressed={filters.window === value} onClick={() => onChange({ window: value === 'all' ? undefined : value })}
              className={`px-2.5 ${filters.window === value ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}>
              {WINDOW_LABEL[value]}
            </button>
          ))}
        </div>
      </div>
      <Labelled label="Group by">
        {(id) => <select id={id} className={SELECT} value={group} onChange={(event) => onChange({ group: event.target.value === 'none' ? undefined : (event.target.value as GroupBy) })}>
          {GROUPS.map((value) => <option key={value} value={value}>{GROUP_LABEL[value]}</option>)}
        </select>}
      </Labelled>
      {active && (
        <button type="button" onClick={onReset} className="h-8 rounded-md px-2 text-sm text-accent-700 hover:bg-accent-50 dark:text-accent-300 dark:hover:bg-accent-900/30">
          Reset filters
        </button>
      )}
    </div>
  );
}
