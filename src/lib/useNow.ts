import { useSyncExternalStore } from 'react';

/**
 * The app's one reading of "now". Every relative figure (ages, "updated N s ago", the streams
 * page's windows and summaries) takes its time from here, so a test that fixes the browser clock
 * (Playwright's page.clock) fixes all of them at once.
 *
 * One shared timer per interval, started by the first subscriber and stopped with the last: a
 * page of 100 timestamps ticks once, not 100 times.
 */

/** Timestamp's tick: ages drawn in minutes need nothing faster. */
export const DEFAULT_TICK_MS = 15_000;

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const clocks = new Map<number, Clock>();

function clockFor(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function notify(clock: Clock): void {
  clock.now = Date.now();
  for (const listener of clock.listeners) listener();
}

// Subscribe functions are cached per interval so useSyncExternalStore keeps one subscription.
const subscribers = new Map<number, (listener: () => void) => () => void>();

function subscriberFor(intervalMs: number): (listener: () => void) => () => void {
  let subscribe = subscribers.get(intervalMs);
  if (!subscribe) {
    const clock = clockFor(intervalMs);
    subscribe = (listener) => {
      clock.listeners.add(listener);
      // `now` is left as the render read it: changing it here would make React draw every
      // subscriber a second time right after mounting (100 timestamps on a wallet page).
      if (clock.timer === null) clock.timer = setInterval(() => notify(clock), intervalMs);
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size === 0 && clock.timer !== null) {
          clearInterval(clock.timer);
          clock.timer = null;
        }
      };
    };
    subscribers.set(intervalMs, subscribe);
  }
  return subscribe;
}

const noSubscribe = () => () => {};

/**
 * The clock's reading. While no timer runs (no subscriber yet, or a page of absolute times only)
 * nothing updates it, so a reading older than one interval is renewed here, before the first
 * subscriber renders; a fresh one is returned as is, so every reader of one render agrees.
 */
function read(clock: Clock, intervalMs: number): number {
  if (clock.timer === null && Math.abs(Date.now() - clock.now) >= intervalMs) clock.now = Date.now();
  return clock.now;
}

/**
 * The current time in ms, re-rendering every `intervalMs` while `enabled` (a disabled caller,
 * e.g. an absolute timestamp, reads the clock once and never ticks).
 */
export function useNow(intervalMs: number = DEFAULT_TICK_MS, enabled = true): number {
  const clock = clockFor(intervalMs);
  const snapshot = () => read(clock, intervalMs);
  return useSyncExternalStore(enabled ? subscriberFor(intervalMs) : noSubscribe, snapshot, snapshot);
}

/** Re-reads the clock at once for every interval (after a refresh lands, so new rows are not "in the future"). */
export function touchNow(): void {
  for (const clock of clocks.values()) notify(clock);
}
