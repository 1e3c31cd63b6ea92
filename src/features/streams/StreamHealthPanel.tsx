import { memo } from 'react';
import type { ArchiveSummary } from '../../../contract/schemas/archive';
import { formatInteger } from '../../lib/format';
import { formatPerHour, rateText } from './logic/archiveRate';

export interface StreamHealthPanelProps {
  streams: ArchiveSummary['byStream'];
  /** The span the rates per hour are over (the part of the window the archive covers). */
  rate: ArchiveSummary['rate'];
  period: string;
  onPickStream: (id: string) => void;
}

const percent = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 100)} %`;
const minute = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/**
 * Every stream that failed in the window, with its health: failures per hour, the share of the
 * service's retry schedule its failures used, and where it stands against the service's 70 %
 * success-rate error state (which the failure history alone cannot always tell: the server says why).
 * Memoised: the table's pages arriving do not draw it again.
 */
export const StreamHealthPanel = memo(function StreamHealthPanel({
  streams,
  rate,
  period,
  onPickStream,
}: StreamHealthPanelProps) {
  const span = rateText({ rate, total: 0 });
  const basis = streams.find((stream) => stream.health.errorState.near == null)?.health.errorState.basis;
  return (
    <section
      aria-labelledby="stream-health-title"
      className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="stream-health-title" className="text-sm font-medium">
        Stream health
      </h2>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {period}
        {span && (
          <span data-testid="health-rate-span">
            {' '}
            · per hour {span.span} ({span.exact})
          </span>
        )}
      </p>
      {streams.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-500">No stream failed in this window.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-xs">
            <thead className="text-zinc-500 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Stream
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Failures
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Per hour
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  First seen (UTC)
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Last seen (UTC)
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Retry schedule used
                </th>
                <th scope="col" className="py-1 font-medium">
                  Error state (&lt; 70 % success)
                </th>
              </tr>
            </thead>
            <tbody>
              {streams.map((stream) => (
                <tr key={stream.streamId} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="py-1 pr-2">
                    <button
                      type="button"
                      onClick={() => onPickStream(stream.streamId)}
                      title={`Filter on ${stream.streamId}`}
                      className="text-left text-accent-700 hover:underline dark:text-accent-300"
                    >
                      {stream.tag || stream.streamId.slice(0, 8)}
                    </button>
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">{formatInteger(stream.count)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{formatPerHour(stream.health.failuresPerHour)}</td>
                  <td className="whitespace-nowrap py-1 pr-2 tabular-nums">{minute(stream.firstSeen)}</td>
                  <td className="whitespace-nowrap py-1 pr-2 tabular-nums">{minute(stream.lastSeen)}</td>
                  <td className="py-1 pr-2">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="h-1.5 w-16 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
                      >
                        <span
                          className="block h-full bg-amber-500"
                          style={{ width: percent(stream.health.retryScheduleUsed).replace(' ', '') }}
                        />
                      </span>
                      <span className="tabular-nums">{percent(stream.health.retryScheduleUsed)}</span>
                    </span>
                  </td>
                  <td className="py-1">
                    {stream.health.errorState.near === true ? (
                      <span className="font-medium text-red-700 dark:text-red-300">near it</span>
                    ) : stream.health.errorState.near === false ? (
                      'clear'
                    ) : (
                      <span className="text-zinc-500 dark:text-zinc-400">unknown</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {basis && <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">Error state unknown: {basis}</p>}
    </section>
  );
});
