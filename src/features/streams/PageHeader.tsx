import { Link } from '@tanstack/react-router';
import { RefreshControls, type RefreshControlsProps } from './RefreshControls';

/** The page's title, what it shows, and its refresh controls: the same over the archive and live. */
export function PageHeader({ subtitle, ...refresh }: RefreshControlsProps & { subtitle: string }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold">Failed stream deliveries</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {subtitle}{' '}
          <Link to="/streams/alerts" className="whitespace-nowrap text-accent-700 underline dark:text-accent-300">
            Alert rules
          </Link>
        </p>
      </div>
      <RefreshControls {...refresh} />
    </header>
  );
}
