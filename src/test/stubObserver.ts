import { vi } from 'vitest';

/** One observer the code under test created: the callback it gave, and whether it disconnected. */
export interface StubbedObserver<Callback> {
  callback: Callback;
  disconnected: boolean;
}

/**
 * Replaces a global observer class (IntersectionObserver, ResizeObserver) with one that records
 * each instance, so a test can fire its callback by hand. Undo with `vi.unstubAllGlobals()`.
 */
export function stubObserver<Callback>(name: 'IntersectionObserver' | 'ResizeObserver'): StubbedObserver<Callback>[] {
  const observers: StubbedObserver<Callback>[] = [];
  vi.stubGlobal(
    name,
    class {
      entry: StubbedObserver<Callback>;
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return observers;
}
