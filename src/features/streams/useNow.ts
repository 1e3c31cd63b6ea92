import { useSyncExternalStore } from 'react';

/**
 * The page's one reading of "now". Every relative figure (windows, summary, retry estimates,
 * drop-out times) takes its time from here, so a test that fixes the browser clock
 * (Playwright's page.clock) fixes all of them at once.
 */
const TICK_MS = 5_000;
let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** Re-reads the clock at once (after a refresh lands, so new rows are not "in the future"). */
export function touchNow(): void {
  current = Date.now();
  for (const l of listeners) l();
}
