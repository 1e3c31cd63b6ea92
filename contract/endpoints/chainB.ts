import { endpointRequest, requestUrl } from './request';
import { COIN_HASHES_PARAM, COINS_PER_CALL } from '../lib/chainB';

/** Aptos (spec 4.6, 4.7): the browser's URLs, which the pages fetch and a deep link preloads. */

export const chainBBlockRequest = (height: bigint, withTransactions: boolean) =>
  endpointRequest('block', { height: height.toString() }, { with_transactions: withTransactions });

export const chainBBlockUrl = (height: bigint, withTransactions: boolean) =>
  requestUrl(chainBBlockRequest(height, withTransactions));

/** The form a coin type hash travels in: 64 lowercase hex digits, no 0x (as the service writes it). */
export function normalizeCoinTypeHash(hash: string): string {
  return hash.trim().toLowerCase().replace(/^0x/, '');
}

/** One request per set of coins, whatever the order or case they were asked in. */
export const coinsRequestHashes = (hashes: readonly string[]) => [...new Set(hashes.map(normalizeCoinTypeHash))].sort();

/** The sorted hashes in groups the service takes in one call (COINS_PER_CALL each). */
export function coinsCallGroups(hashes: readonly string[]): string[][] {
  const sorted = coinsRequestHashes(hashes);
  const groups: string[][] = [];
  for (let at = 0; at < sorted.length; at += COINS_PER_CALL) groups.push(sorted.slice(at, at + COINS_PER_CALL));
  return groups;
}

/** One coins call (at most COINS_PER_CALL hashes). */
export const chainBCoinsRequest = (hashes: readonly string[]) =>
  endpointRequest('coins', {}, { [COIN_HASHES_PARAM]: coinsRequestHashes(hashes) });

export const chainBCoinsUrl = (hashes: readonly string[]) => requestUrl(chainBCoinsRequest(hashes));
