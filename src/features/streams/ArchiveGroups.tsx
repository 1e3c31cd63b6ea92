import type { ArchiveSummary } from '../../../contract/schemas/archive';
import { formatInteger } from '../../lib/format';
import { seenText } from './logic/archiveRate';

export interface ArchiveGroupsProps {
  summary: ArchiveSummary;
  by: 'error' | 'stream';
  period: string;
  onPick: (key: string) => void;
}

/**
 * The window's failures grouped in the database: by error message (the largest groups, then the
 * rest as one line) or by stream (every stream). Choosing a group filters the table to it.
 */
export function ArchiveGroups({ summary, by, period, onPick }: ArchiveGroupsProps) {
  const groups =
    by === 'error'
      ? summary.byError.groups.map((group) => ({
          key: group.key,
          label: group.key || '(no error message)',
          count: group.count,
          seen: seenText(group),
        }))
      : summary.byStream.map((stream) => ({
          key: stream.streamId,
          label: stream.tag || stream.streamId,
          count: stream.count,
          seen: seenText(stream),
        }));
  const rest = by === 'error' ? summary.byError : null;
  return (
    <section
      aria-labelledby="archive-groups-title"
      className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="archive-groups-title" className="text-sm font-medium">
        Failures by {by === 'error' ? 'error message' : 'stream'}
      </h2>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{period}. Choose a group to list its failures.</p>
      <ul className="mt-2 divide-y divide-zinc-100 dark:divide-zinc-800">
        {groups.map((group) => (
          <li key={group.key}>
            <button
              type="button"
              onClick={() => onPick(group.key)}
              className="flex w-full items-center gap-2 px-1 py-1.5 text-left text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800"
            >
              <span className="rounded bg-red-100 px-1.5 text-xs font-semibold tabular-nums text-red-800 dark:bg-red-900/60 dark:text-red-200">
                {formatInteger(group.count)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{group.label}</span>
                {group.seen && <span className="block text-xs text-zinc-500 dark:text-zinc-400">{group.seen}</span>}
              </span>
            </button>
          </li>
        ))}
        {rest && rest.otherGroups > 0 && (
          <li className="px-1 py-1.5 text-sm text-zinc-500 dark:text-zinc-400">
            {formatInteger(rest.otherGroups)} other error messages: {formatInteger(rest.otherCount)} failures
          </li>
        )}
      </ul>
    </section>
  );
}
