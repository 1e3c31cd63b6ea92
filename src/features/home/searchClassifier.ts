import { useCallback, useState } from 'react';
import type * as SearchAssistModule from './SearchAssist';

/** The search assistant: classifier, destinations and the results list (SearchAssist.tsx). */
export type SearchAssist = typeof SearchAssistModule;

/**
 * The search classifier checks EIP-55 checksums (keccak, via viem) and hashes coin types
 * (SHA-256, @noble/hashes): code that drawing the home page does not need. It comes
 * with what the box shows for typed input, fetched on the first keystroke or paste (or on
 * Enter), once per page load, and kept.
 */
let loaded: SearchAssist | null = null;
let pending: Promise<SearchAssist> | null = null;

export function loadClassifier(): Promise<SearchAssist> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('./SearchAssist').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline, or a redeploy removed the chunk: the next keystroke or Enter tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

export interface SearchClassifier {
  /** Null until the module has arrived. */
  assist: SearchAssist | null;
  /** The last load failed (shown to the user; the next call retries). */
  failed: boolean;
  /** Starts (or joins) the load; resolves with the module. */
  load: () => Promise<SearchAssist>;
}

export function useSearchClassifier(): SearchClassifier {
  const [assist, setAssist] = useState<SearchAssist | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    const promise = loadClassifier();
    promise.then(
      (module) => {
        setFailed(false);
        setAssist(module);
      },
      () => setFailed(true),
    );
    return promise;
  }, []);
  return { assist, failed, load };
}
