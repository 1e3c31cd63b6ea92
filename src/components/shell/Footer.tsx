import { useQuery } from '@tanstack/react-query';
import { statusQueryOptions } from '../../api/status';
import { UsageMeter } from '../UsageMeter';

export function Footer() {
  const { data } = useQuery(statusQueryOptions());
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 text-xs text-zinc-500 sm:px-6 dark:text-zinc-400">
        <UsageMeter />
        <p>
          Chainboard{data ? ` ${data.version}` : ''}
          {data ? ` · ${data.mode === 'demo' ? 'demo data from the built-in stand-in' : 'live data service'}` : ''}
        </p>
      </div>
    </footer>
  );
}
