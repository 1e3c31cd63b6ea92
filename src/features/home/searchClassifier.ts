import { useCallback, useState } from 'react';
import type { classifySearchInput } from '../../lib/searchInput';

export type Classify = typeof classifySearchInput;

/**
 * The search classifier checks EIP-55 checksums (keccak, via viem) and hashes coin types
 * (SHA3-256, @noble/hashes): about 9 KB gzip that drawing the home page does not need. It is
 * fetched on the first keystroke or paste (or on Enter), once per page load, and kept.
 */
let loaded: Classify | null = null;
let pending: Promise<Classify> | null = null;

export function loadClassifier(): Promise<Classify> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('../../lib/searchInput').then(
    (module) => (loaded = module.classifySearchInput),
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
  classify: Classify | null;
  /** The last load failed (shown to the user; the next call retries). */
  failed: boolean;
  /** Starts (or joins) the load; resolves with the classifier. */
  load: () => Promise<Classify>;
}

export function useSearchClassifier(): SearchClassifier {
  const [classify, setClassify] = useState<Classify | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    const promise = loadClassifier();
    promise.then(
      (fn) => {
        setFailed(false);
        setClassify(() => fn);
      },
      () => setFailed(true),
    );
    return promise;
  }, []);
  return { classify, failed, load };
}
