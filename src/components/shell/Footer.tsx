import { useServerStatus } from '../../api/status';
import { UsageMeter } from '../UsageMeter';

const MODE_TEXT = { demo: 'demo data from the built-in stand-in', live: 'live data service' } as const;

/**
 * Usage and what the server runs on. Its height must not change when /api/status answers: the
 * footer sits at the bottom of short pages, so growing by a line moved it (a layout shift of
 * 0.028 on a phone-size chain-B block page). So the mode is drawn from the first paint
 * (useServerStatus), and on phones the two parts always take a line each.
 */
export function Footer() {
  const { status, mode } = useServerStatus();
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-x-6 gap-y-1 px-4 py-3 text-xs text-zinc-500 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-6 dark:text-zinc-400">
        <UsageMeter budget={status?.budget} />
        <p>
          Chainboard{status ? ` ${status.version}` : ''}
          {mode ? ` · ${MODE_TEXT[mode]}` : ''}
        </p>
      </div>
    </footer>
  );
}
