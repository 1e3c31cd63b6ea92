import { useId, useState, type ReactNode } from 'react';
import type { FilterOption } from './logic/filters';
import {
  GROUPS,
  WINDOWS,
  type GroupBy,
  type StreamsSearch,
  type TimeWindow,
} from '../../../contract/pages/streams/search';
import type { Filters } from '../../../contract/pages/streams/view';
import { WINDOW_LABEL } from '../../../contract/pages/streams/window';
import { CustomRange } from './CustomRange';
import { Problem, readBlock, readErrorText, useCommittedText } from './typedFilter';

const SELECT = 'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';
const TOGGLE_ON = 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900';
const TOGGLE_OFF = 'hover:bg-zinc-100 dark:hover:bg-zinc-800';
const GROUP_LABEL: Record<GroupBy, string> = { none: 'No grouping', error: 'Error message', stream: 'Stream' };

export interface FilterBarProps {
  filters: Filters;
  group: GroupBy;
  options: { stream: FilterOption[]; chain: FilterOption[]; type: FilterOption[]; tag: FilterOption[] };
  onChange: (patch: Partial<StreamsSearch>) => void;
  onReset: () => void;
  active: boolean;
  now: number;
  /** The window the page shows when the URL names none: choosing it takes `window` out of the URL. */
  defaultWindow: TimeWindow;
}

/** A label above its control, tied by id (a wrapping label would put the option text in the name). */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function OptionSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  // A value from the URL that no loaded row has is still shown, so the filter is visible.
  const list =
    value !== undefined && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          className={`${SELECT} max-w-40`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{all}</option>
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
              {option.count === undefined ? '' : ` (${option.count})`}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function FilterBar({ filters, group, options, onChange, onReset, active, now, defaultWindow }: FilterBarProps) {
  const q = useCommittedText(filters.q, (value) => onChange({ q: value }), readErrorText);
  const block = useCommittedText(filters.block, (value) => onChange({ block: value }), readBlock);
  const custom = filters.window.kind === 'custom';
  const [rangeOpen, setRangeOpen] = useState(custom);
  const preset = filters.window.kind === 'preset' ? filters.window.window : null;

  return (
    <div role="search" aria-label="Filter failed deliveries" className="flex flex-wrap items-end gap-3">
      <OptionSelect
        label="Stream"
        all="All streams"
        value={filters.stream}
        options={options.stream}
        onChange={(stream) => onChange({ stream })}
      />
      <OptionSelect
        label="Chain"
        all="All chains"
        value={filters.chain}
        options={options.chain}
        onChange={(chain) => onChange({ chain })}
      />
      <OptionSelect
        label="Type"
        all="All types"
        value={filters.type}
        options={options.type}
        onChange={(type) => onChange({ type })}
      />
      <OptionSelect
        label="Tag"
        all="All tags"
        value={filters.tag}
        options={options.tag}
        onChange={(tag) => onChange({ tag })}
      />
      <Labelled label="Error text">
        {(id) => (
          <div className="relative">
            <input
              id={id}
              type="search"
              data-page-search=""
              value={q.value}
              placeholder="e.g. status code 500"
              onChange={(event) => q.onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') q.onEnter();
              }}
              aria-invalid={q.problem ? true : undefined}
              aria-describedby={q.problem ? `${id}-problem` : undefined}
              className={`${SELECT} w-44 aria-invalid:border-red-500`}
            />
            <Problem id={`${id}-problem`} text={q.problem} />
          </div>
        )}
      </Labelled>
      <Labelled label="Block">
        {(id) => (
          <div className="relative">
            <input
              id={id}
              inputMode="numeric"
              value={block.value}
              placeholder="e.g. 21,000,000"
              onChange={(event) => block.onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') block.onEnter();
              }}
              aria-invalid={block.problem ? true : undefined}
              aria-describedby={block.problem ? `${id}-problem` : undefined}
              className={`${SELECT} w-36 font-mono aria-invalid:border-red-500`}
            />
            <Problem id={`${id}-problem`} text={block.problem} />
          </div>
        )}
      </Labelled>
      <div className="flex flex-col gap-1">
        <span id="window-label" className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
          Time window
        </span>
        <div
          role="group"
          aria-labelledby="window-label"
          className="inline-flex h-8 overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700"
        >
          {WINDOWS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={preset === value}
              onClick={() => {
                setRangeOpen(false);
                onChange({ window: value === defaultWindow ? undefined : value, from: undefined, to: undefined });
              }}
              className={`whitespace-nowrap px-2 sm:px-2.5 ${preset === value ? TOGGLE_ON : TOGGLE_OFF}`}
            >
              {WINDOW_LABEL[value]}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={custom}
            aria-expanded={rangeOpen}
            onClick={() => setRangeOpen(!rangeOpen)}
            className={`px-2.5 ${custom ? TOGGLE_ON : TOGGLE_OFF}`}
          >
            Custom
          </button>
        </div>
      </div>
      <Labelled label="Group by">
        {(id) => (
          <select
            id={id}
            className={SELECT}
            value={group}
            onChange={(event) =>
              onChange({ group: event.target.value === 'none' ? undefined : (event.target.value as GroupBy) })
            }
          >
            {GROUPS.map((value) => (
              <option key={value} value={value}>
                {GROUP_LABEL[value]}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {rangeOpen && (
        <div className="basis-full">
          <CustomRange
            choice={filters.window}
            now={now}
            onApply={({ from, to }) => onChange({ from, to, window: undefined })}
          />
        </div>
      )}
      {active && (
        <button
          type="button"
          onClick={onReset}
          className="h-8 rounded-md px-2 text-sm text-accent-700 hover:bg-accent-50 dark:text-accent-300 dark:hover:bg-accent-900/30"
        >
          Reset filters
        </button>
      )}
    </div>
  );
}
