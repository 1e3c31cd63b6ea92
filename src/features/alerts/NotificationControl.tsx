import { formatInteger } from '../../lib/format';
import { Button } from '../../components/Button';
import type { NotificationPermissionState } from './useFiringWatch';

/** What arrived since the user last looked (also in the tab title), and the opt-in for browser notifications. */
export function NotificationControl({
  permission,
  onAsk,
  fresh,
  newFailures,
}: {
  permission: NotificationPermissionState;
  onAsk: () => void;
  fresh: number;
  newFailures: number | undefined;
}) {
  const failures =
    newFailures === undefined ? null : `${formatInteger(newFailures)} new failure${newFailures === 1 ? '' : 's'}`;
  const firings = `${fresh} firing${fresh === 1 ? '' : 's'}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <span data-testid="since-opened">
        {failures ? `${failures} and ${firings}` : firings} since you opened this page
      </span>
      {permission === 'default' ? (
        <Button size="sm" onClick={onAsk}>
          Notify me in this browser
        </Button>
      ) : null}
      {permission === 'granted' ? <span>Browser notifications on</span> : null}
      {permission === 'denied' ? <span>Notifications are blocked in this browser’s settings</span> : null}
    </div>
  );
}
