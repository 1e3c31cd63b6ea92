import { REFRESH, type RefreshInterval } from '../../../contract/pages/streams/search';
import { Button } from '../../components/Button';

const LABEL: Record<RefreshInterval, string> = {
  off: 'Off',
  '5s': 'Every 5 s',
  '15s': 'Every 15 s',
  '60s': 'Every 60 s',
};

export interface RefreshControlsProps {
  refresh: RefreshInterval;
  paused: boolean;
  fetching: boolean;
  updatedAt: number;
  now: number;
  onRefresh: (value: RefreshInterval) => void;
  onPause: (paused: boolean) => void;
  onRefreshNow: () => void;
}

function ago(updatedAt: number, now: number): string {
  if (!updatedAt) return 'not yet';
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  return seconds < 5 ? 'just now' : seconds < 120 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`;
}

export function RefreshControls({
  refresh,
  paused,
  fetching,
  updatedAt,
  now,
  onRefresh,
  onPause,
  onRefreshNow,
}: RefreshControlsProps) {
  const live = refresh !== 'off' && !paused;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="inline-flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${live ? 'bg-emerald-500' : 'bg-zinc-400'} ${fetching ? 'animate-pulse' : ''}`}
        />
        {live ? 'Live' : paused ? 'Paused' : 'Auto-refresh off'} · updated {ago(updatedAt, now)}
      </span>
      <label className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
        Auto-refresh
        <select
          value={refresh}
          onChange={(event) => onRefresh(event.target.value as RefreshInterval)}
          className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          {REFRESH.map((value) => (
            <option key={value} value={value}>
              {LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      {refresh !== 'off' && (
        <Button size="sm" aria-pressed={paused} onClick={() => onPause(!paused)}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
      )}
      <Button size="sm" onClick={onRefreshNow} disabled={fetching}>
        {fetching ? 'Refreshing…' : 'Refresh now'}
      </Button>
    </div>
  );
}
