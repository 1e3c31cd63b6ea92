import { useEffect, useRef, useState } from 'react';
import type { AlertEvent } from '../../../contract/schemas/alerts';
import { describeEvent, isFiring } from './describe';

/**
 * While the alerts page is open: the tab title carries the failures archived since the user last
 * looked ("(+35) Alerts"); firings that arrive are counted and, once the user has allowed it,
 * raise a browser notification each. Coming back to a hidden tab counts from zero again
 * (`onSeen` moves the failures' start to that moment).
 */

const TITLE = 'Alerts · Chainboard';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function permissionNow(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function titleFor(newFailures: number): string {
  return newFailures > 0 ? `(+${newFailures}) ${TITLE}` : TITLE;
}

export function useFiringWatch(
  events: readonly AlertEvent[] | undefined,
  newFailures: number | undefined,
  onSeen: () => void,
) {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState(0);
  const [permission, setPermission] = useState<NotificationPermissionState>(permissionNow);
  const seenCallback = useRef(onSeen);
  useEffect(() => {
    seenCallback.current = onSeen;
  });

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
      for (const event of firing)
        new Notification(`Chainboard: ${event.ruleName}`, { body: describeEvent(event), tag: event.id });
    }
  }, [events]);

  useEffect(() => {
    const previous = document.title;
    document.title = titleFor(newFailures ?? 0);
    return () => {
      document.title = previous;
    };
  }, [newFailures]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setFresh(0);
      seenCallback.current();
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
