import { useSyncExternalStore } from 'react';
import { storageKey } from '../../contract/lib/storageKey';

/**
 * Safe localStorage helpers. Storage can be missing (SSR, tests), full, or disabled by privacy
 * settings: every call here degrades to "nothing stored" instead of throwing into a render.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Accessing localStorage itself throws when cookies are blocked.
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(storageKey(key));
    else store.setItem(storageKey(key), value);
  } catch {
    // Quota exceeded or disabled: the preference just does not persist.
  }
  notify(key);
}

/** Reads JSON written by writeStoredJson; `parse` validates it (stored data is untrusted input). */
export function readStoredJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}

// Same-tab listeners (the `storage` event only fires in other tabs).
const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

export function subscribeStored(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(key)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored string for `key`, re-rendering when it changes in this tab or another. */
export function useStoredString(key: string): string | null {
  return useSyncExternalStore(
    (listener) => subscribeStored(key, listener),
    () => readStored(key),
    () => null,
  );
}
