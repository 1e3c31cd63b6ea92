/**
 * URL state of the coins page: `hashes`, the list of coins to look up, each a coin type hash or
 * a coin type string. Written as ONE comma-separated value, which stays readable and shareable:
 *   /chain-b/coins?hashes=0x1::aptos_coin::AptosCoin,91ceb130…
 * Also accepted, because links are written by hand and by other tools: an array (the router's
 * JSON form `?hashes=["a","b"]`, or repeated `?hashes=a&hashes=b`) whose items may themselves be
 * comma-separated. Commas inside `<…>` belong to a generic type, not to the list.
 */
import { text as asText } from '../../../lib/searchParams';

export interface CoinsSearch {
  hashes?: string;
}

/** For the route's validateSearch: never throws; checking the entries is the page's job. */
export function parseCoinsSearch(raw: Record<string, unknown>): CoinsSearch {
  const value = raw.hashes;
  const items = Array.isArray(value) ? value : [value];
  const text = items
    // A hash made only of digits arrives from the router's JSON parsing as a number (too late for
    // exactness), `null` as null: kept as text so the page names them. Dropped, the raw value
    // would reach the page anyway (the router spreads the raw search underneath) and crash it.
    .map((item) => (typeof item === 'string' ? item : (asText(item === null ? 'null' : item) ?? '')))
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(',');
  return text ? { hashes: text } : {};
}
