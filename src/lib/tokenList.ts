import { useEffect, useState } from 'react';
import { loaders } from 'virtual:token-list';
import type { CompactToken } from '../../contract/lib/tokenListCompact';

/**
 * Token symbols, names, decimals and logos from @uniswap/default-token-list, for the chains it
 * covers. Each chain's part is its own chunk, loaded when a page first asks for it, never with
 * the page's first JavaScript.
 */

export interface ListedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logo: string | null;
}

export type TokenBook = ReadonlyMap<string, ListedToken>;

const loaded = new Map<string, TokenBook>();
const loading = new Map<string, Promise<TokenBook | null>>();

function toBook(rows: readonly CompactToken[]): TokenBook {
  return new Map(
    rows.map(([address, symbol, name, decimals, logo]) => [address, { address, symbol, name, decimals, logo }]),
  );
}

/** Whether the list has tokens of this chain (hex id). */
export function listCoversChain(hexId: string): boolean {
  return hexId in loaders;
}

/** The chain's tokens by lowercase address; null when the list has none for it or the chunk failed to load. */
export function loadTokenBook(hexId: string): Promise<TokenBook | null> {
  const done = loaded.get(hexId);
  if (done) return Promise.resolve(done);
  const load = loaders[hexId];
  if (!load) return Promise.resolve(null);
  let pending = loading.get(hexId);
  if (!pending) {
    pending = load().then(
      (module) => {
        const book = toBook(module.default);
        loaded.set(hexId, book);
        return book;
      },
      // A chunk that failed to load (offline, a new deploy) leaves amounts raw; the next page may retry.
      () => {
        loading.delete(hexId);
        return null;
      },
    );
    loading.set(hexId, pending);
  }
  return pending;
}

/** The chain's token book for a component: null until it has loaded (or when the list does not cover the chain). */
export function useTokenBook(hexId: string): TokenBook | null {
  return useTokenBookStatus(hexId).book;
}

/**
 * The book and whether it is still on its way: a reader that must not draw raw units for a
 * moment waits while `loading`; after a failed load the book is null and `loading` false.
 */
export function useTokenBookStatus(hexId: string): { book: TokenBook | null; loading: boolean } {
  const [book, setBook] = useState<{ hexId: string; book: TokenBook | null } | null>(null);
  useEffect(() => {
    if (loaded.has(hexId) || !listCoversChain(hexId)) return;
    let live = true;
    void loadTokenBook(hexId).then((result) => {
      if (live) setBook({ hexId, book: result });
    });
    return () => {
      live = false;
    };
  }, [hexId]);
  const done = loaded.get(hexId);
  if (done) return { book: done, loading: false };
  if (book?.hexId === hexId) return { book: book.book, loading: false };
  return { book: null, loading: listCoversChain(hexId) };
}
