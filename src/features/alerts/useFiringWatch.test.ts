// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertEvent } from '../../../contract/schemas/alerts';
import { useFiringWatch } from './useFiringWatch';

const event = (id: string, kind: AlertEvent['kind']): AlertEvent => ({
  id,
  ruleId: 'r1',
  ruleName: 'Orders',
  kind,
  subject: '',
  count: 7,
  at: '2026-11-20T12:00:00.000Z',
  status: 'delivered',
  deliveries: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFiringWatch', () => {
  it('puts the new failures in the tab title, counts firings that arrive after the page opened, and notifies once allowed', () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const onSeen = vi.fn();
    const { result, rerender } = renderHook(({ events, failures }) => useFiringWatch(events, failures, onSeen), {
      initialProps: { events: [event('old', 'fired')] as AlertEvent[] | undefined, failures: 0 as number | undefined },
    });
    expect(result.current.fresh).toBe(0);
    expect(document.title).toBe('Alerts · Chainboard');

    rerender({ events: [event('new', 'fired'), event('res', 'resolved'), event('old', 'fired')], failures: 35 });
    expect(result.current.fresh).toBe(1);
    expect(document.title).toBe('(+35) Alerts · Chainboard');
    expect(shown).toEqual([{ title: 'Chainboard: Orders', body: 'Fired: 7 failures in the window' }]);

    // The same list again adds nothing.
    rerender({ events: [event('new', 'fired'), event('res', 'resolved'), event('old', 'fired')], failures: 35 });
    expect(result.current.fresh).toBe(1);

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.fresh).toBe(0);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('without permission, counts but raises no notification', () => {
    const constructed = vi.fn();
    vi.stubGlobal('Notification', Object.assign(constructed, { permission: 'default' }));
    const { result, rerender } = renderHook(({ events }) => useFiringWatch(events, undefined, () => {}), {
      initialProps: { events: [] as AlertEvent[] },
    });
    rerender({ events: [event('a', 'new-error')] });
    expect(result.current.fresh).toBe(1);
    expect(result.current.permission).toBe('default');
    expect(constructed).not.toHaveBeenCalled();
  });
});
