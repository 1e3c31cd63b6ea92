import { Button } from '../../components/Button';
import type { NotificationPermissionState } from './useFiringWatch';

/** The opt-in for browser notifications while the page is open, and how many firings arrived since it opened. */
export function NotificationControl({ permission, onAsk, fresh }: { permission: NotificationPermissionState; onAsk: () => void; fresh: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <span data-testid="fresh-firings">{fresh === 0 ? 'No new firings since this page opened' : `${fresh} new firing${fresh === 1 ? '' : 's'} since this page opened`}</span>
      {permission === 'default' ? <Button size="sm" onClick={onAsk}>Notify me in this browser</Button> : null}
      {permission === 'granted' ? <span>Browser notifications on</span> : null}
      {permission === 'denied' ? <span>Notifications are blocked in this browser’s settings</span> : null}
    </div>
  );
}
