import { useEffect, useRef, useState } from 'react';
import type { AlertEvent } from '../../api/schemas/alerts';
import { describeEvent, isFiring } from './describe';

/**
 * While the alerts page is open: counts the firings that arrive after it opened, shows the count
 * in the tab title ("(2) Alerts"), and, once the user has allowed it, raises a browser
 * notification for each. The count starts again when the user comes back to a hidden tab.
 */

const TITLE = 'Alerts · Chainboard';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function permissionNow(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function titleFor(count: number): string {
  return count > 0 ? `(${count}) ${TITLE}` : TITLE;
}

export function useFiringWatch(events: readonly AlertEvent[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState(0);
  const [permission, setPermission] = useState<NotificationPermissionState>(permissionNow);

  useEffect(() => {
    if (!events) return;
    if (seen.current === null) {
      // What was there when the page opened is not new.
      seen.current = new Set(events.map((event) => event.id));
      return;
    }
    const arrived = events.filter((event) => !seen.current!.has(event.id));
    for (const event of arrived) seen.current.add(event.id);
    const firing = arrived.filter(isFiring);
    if (firing.length === 0) return;
    setFresh((count) => count + firing.length);
    if (permissionNow() === 'granted') {
      for (const event of firing) new Notification(`Chainboard: ${event.ruleName}`, { body: describeEvent(event), tag: event.id });
    }
  }, [events]);

  useEffect(() => {
    const previous = document.title;
    document.title = titleFor(fresh);
    return () => {
      document.title = previous;
    };
  }, [fresh]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setFresh(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  return { fresh, permission, askPermission };
}
