import { useQuery } from '@tanstack/react-query';
import { CODE_INPUT } from '../../components/codeInput';
import { useId } from 'react';
import { archiveStreamsOptions } from '../../api/archive';
import { formatInteger } from '../../lib/format';

/**
 * The stream a rule watches, chosen from the streams the archive holds failures of (tag, id, last
 * failure, count): the server matches the stream id exactly, and an id typed from memory (or a
 * tag typed as one) would never match. Another id can still be typed, for a stream that has not
 * failed yet, and is saved only when the user says so.
 */

const FIELD =
  'h-9 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const LABEL = 'text-xs font-medium text-zinc-600 dark:text-zinc-400';
const OTHER = '__other__';

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export interface StreamPickerProps {
  value: string;
  notSeenYet: boolean;
  onChange: (value: string, notSeenYet: boolean) => void;
}

export function StreamPicker({ value, notSeenYet, onChange }: StreamPickerProps) {
  const id = useId();
  const streams = useQuery(archiveStreamsOptions());
  const list = streams.data?.streams ?? [];
  const known = list.some((stream) => stream.streamId === value);
  // Typing another id, or an edit of a rule whose stream the archive no longer holds.
  const other = !known && (value !== '' || notSeenYet);
  const choice = known ? value : other ? OTHER : '';
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className={LABEL}>
        Stream
      </label>
      <select
        id={id}
        className={FIELD}
        value={choice}
        onChange={(event) => (event.target.value === OTHER ? onChange('', true) : onChange(event.target.value, false))}
      >
        <option value="">{streams.isPending ? 'Loading the archive’s streams…' : 'Choose a stream'}</option>
        {list.map((stream) => (
          <option key={stream.streamId} value={stream.streamId}>
            {`${stream.tag || '(no tag)'} · ${stream.streamId} · last failure ${utcMinute(stream.lastFailureAt)} · ${formatInteger(stream.count)} failures`}
          </option>
        ))}
        <option value={OTHER}>Another stream id (not seen in the archive yet)…</option>
      </select>
      {streams.isError ? (
        <p className="text-xs text-red-700 dark:text-red-300">
          The archive’s streams could not be listed: type the stream id below.
        </p>
      ) : null}
      {other ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-id`} className={LABEL}>
            Stream id
          </label>
          <input
            id={`${id}-id`}
            className={`${FIELD} font-mono`}
            value={value}
            maxLength={500}
            {...CODE_INPUT}
            onChange={(event) => onChange(event.target.value, notSeenYet)}
          />
          <label className="flex items-start gap-2 text-xs text-zinc-700 dark:text-zinc-300">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={notSeenYet}
              onChange={(event) => onChange(value, event.target.checked)}
            />
            <span>
              This stream has not failed yet: save the rule for it anyway. (An id the archive has never seen is refused
              otherwise: a rule for a mistyped id could never fire.)
            </span>
          </label>
        </div>
      ) : null}
      {streams.data && list.length === 0 ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          The archive holds no failure yet, so no stream to choose.
        </p>
      ) : null}
    </div>
  );
}
