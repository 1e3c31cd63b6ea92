import { useSyncExternalStore } from 'react';
import { readStoredJson, subscribeStored, writeStoredJson } from '../../lib/storage';
import type { Destination, Lookup } from './destinations';
import { MAX_RECENT, RECENT_KEY } from './recentStorage';

/** The last 10 lookups, newest first, in localStorage. */
export interface RecentLookup extends Lookup {
  at: number;
}

const DESTINATIONS: readonly Destination[] = ['wallet', 'nft', 'token', 'block', 'coin'];

// Stored data is untrusted (older versions, other tabs, hand edits): keep only well-formed entries.
function parseRecent(value: unknown): RecentLookup[] {
  if (!Array.isArray(value)) return [];
  const result: RecentLookup[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { destination, value: v, chain, at } = item as Record<string, unknown>;
    if (
      !DESTINATIONS.includes(destination as Destination) ||
      typeof v !== 'string' ||
      v.length > 400 ||
      typeof at !== 'number'
    )
      continue;
    result.push({
      destination: destination as Destination,
      value: v,
      at,
      ...(typeof chain === 'string' ? { chain } : {}),
    });
  }
  return result.slice(0, MAX_RECENT);
}

const sameLookup = (a: Lookup, b: Lookup) =>
  a.destination === b.destination && a.value === b.value && (a.chain ?? '') === (b.chain ?? '');

// useSyncExternalStore needs a stable snapshot: cache the parsed list per raw text.
let cachedText: string | null | undefined;
let cached: RecentLookup[] = [];

function snapshot(): RecentLookup[] {
  const list = readStoredJson(RECENT_KEY, parseRecent) ?? [];
  const text = JSON.stringify(list);
  if (text !== cachedText) {
    cachedText = text;
    cached = list;
  }
  return cached;
}

export function addRecent(lookup: Lookup, now = Date.now()): void {
  const list = snapshot().filter((item) => !sameLookup(item, lookup));
  writeStoredJson(RECENT_KEY, [{ ...lookup, at: now }, ...list].slice(0, MAX_RECENT));
}

export function removeRecent(lookup: Lookup): void {
  writeStoredJson(
    RECENT_KEY,
    snapshot().filter((item) => !sameLookup(item, lookup)),
  );
}

const EMPTY: RecentLookup[] = [];

export function useRecentLookups(): RecentLookup[] {
  return useSyncExternalStore(
    (listener) => subscribeStored(RECENT_KEY, listener),
    snapshot,
    () => EMPTY,
  );
}
