import { parseCoinEntries, type CoinEntry, type ParsedCoinEntries } from '../../../lib/coinType';
import type { CoinsSearch } from './urlSearch';

export { parseCoinsSearch, type CoinsSearch } from './urlSearch';

/** The URL value for a checked list: hashes as typed, coin types in the chain's own spelling. */
export function coinsSearchValue(entries: readonly CoinEntry[]): CoinsSearch {
  const text = entries.map((entry) => (entry.kind === 'type' ? entry.coinType : entry.input)).join(',');
  return text ? { hashes: text } : {};
}

export function parseCoinsList(search: CoinsSearch): ParsedCoinEntries {
  // `hashes` may still be a raw non-string (an empty array) that validateSearch left out.
  return parseCoinEntries(typeof search.hashes === 'string' && search.hashes ? [search.hashes] : []);
}
