import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The real captured answers of fixtures/real/ (fixtures/real/SOURCES.md) as a replaying upstream
 * serves them: which request reaches which capture. Shared by the replay upstream
 * (e2e/replay/upstream.ts) and the spec that opens a page per capture (e2e/real-captures.spec.ts).
 *
 * A capture answers the request its own content names where it names one (a block's height, a
 * price's token address, a coin's type hash, a failed-delivery page's cursor). Wallet and NFT
 * captures hold no trace of the address they were asked for, so each answers an address derived
 * from its file name (`captureAddress`). Where two captures answer the same request, the first by
 * file name does, and the other is reached by selecting it (the upstream's `/__replay/select`).
 */

export const ENDPOINTS = [
  'wallet',
  'wallet-verbose',
  'nft-transfers',
  'erc20-price',
  'rpc-token-price',
  'chain-b-block',
  'chain-b-block-transactions',
  'chain-b-coins',
  'streams-logs',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** What a corrupted item's field holds: no hash, address, number or date, so the field is refused. */
export const DAMAGED_VALUE = 'damaged by the replay upstream';

export interface Capture {
  endpoint: Endpoint;
  file: string;
  body: unknown;
}

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/real');

export function loadCaptures(): Capture[] {
  return ENDPOINTS.flatMap((endpoint) =>
    readdirSync(path.join(ROOT, endpoint))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({
        endpoint,
        file,
        body: JSON.parse(readFileSync(path.join(ROOT, endpoint, file), 'utf8')) as unknown,
      })),
  );
}

/** A lowercase EVM address made from the capture's name: the wallet or contract it answers for. */
export function captureAddress(endpoint: Endpoint, file: string): `0x${string}` {
  return `0x${createHash('sha256').update(`${endpoint}/${file}`).digest('hex').slice(0, 40)}`;
}

function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys)
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/**
 * The request key a capture answers: for address endpoints the lowercase address, for blocks the
 * height, for coins each coin type hash (several keys), for failed-delivery logs the cursor that
 * leads to the page (`''` for the first page).
 */
export function captureKeys({ endpoint, file, body }: Capture): string[] {
  switch (endpoint) {
    case 'wallet':
    case 'wallet-verbose':
    case 'nft-transfers':
      return [captureAddress(endpoint, file)];
    case 'erc20-price': {
      const token = field(body, 'tokenAddress');
      return [typeof token === 'string' ? token.toLowerCase() : captureAddress(endpoint, file)];
    }
    case 'rpc-token-price': {
      const token = field(body, 'result', 'tokenAddress');
      return [typeof token === 'string' ? token.toLowerCase() : captureAddress(endpoint, file)];
    }
    case 'chain-b-block':
    case 'chain-b-block-transactions':
      return [String(field(body, 'block_height'))];
    case 'chain-b-coins':
      return (Array.isArray(body) ? body : []).map((coin) =>
        String(field(coin, 'coin_type_hash')).replace(/^0x/, '').toLowerCase(),
      );
    case 'streams-logs':
      // The SDK's mocks: a first page whose cursor is "cursor", and the page that cursor leads to.
      return [file.includes('cursor-page') ? 'cursor' : ''];
  }
}

/** The list of items in a capture (what a page draws as rows), or null for a single object. */
export function captureItems(endpoint: Endpoint, body: unknown): unknown[] | null {
  if (endpoint === 'chain-b-coins') return Array.isArray(body) ? body : null;
  if (endpoint === 'chain-b-block' || endpoint === 'chain-b-block-transactions') {
    const transactions = field(body, 'transactions');
    return Array.isArray(transactions) ? transactions : null;
  }
  const result = field(body, 'result');
  return Array.isArray(result) ? result : null;
}

/** The key of a request to the upstream, by endpoint; null when no endpoint serves the path. */
export function requestKey(method: string, url: URL, rpcBody: unknown): { endpoint: Endpoint; key: string } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (method === 'POST' && parts[0] === 'rpc') {
    const address = field(rpcBody, 'params', '0', 'address');
    return typeof address === 'string' ? { endpoint: 'rpc-token-price', key: address.toLowerCase() } : null;
  }
  if (method !== 'GET') return null;
  const [service, ...rest] = parts;
  if (service === 'evm' && rest[0] === 'api' && rest[1] === 'v2.2') {
    const [first, second, third] = rest.slice(2);
    if (first === 'nft' && third === 'transfers' && second)
      return { endpoint: 'nft-transfers', key: second.toLowerCase() };
    if (first === 'erc20' && third === 'price' && second) return { endpoint: 'erc20-price', key: second.toLowerCase() };
    if (first && second === 'verbose') return { endpoint: 'wallet-verbose', key: first.toLowerCase() };
    if (first && second === undefined) return { endpoint: 'wallet', key: first.toLowerCase() };
    return null;
  }
  if (service === 'chain-b' && rest[0] === 'blocks' && rest[1]) {
    const withTransactions = url.searchParams.get('with_transactions') === 'true';
    return { endpoint: withTransactions ? 'chain-b-block-transactions' : 'chain-b-block', key: rest[1] };
  }
  if (service === 'chain-b' && rest[0] === 'coins') {
    const hashes = [...url.searchParams.getAll('coin_type_hashes'), ...url.searchParams.getAll('coin_type_hashes[]')];
    return { endpoint: 'chain-b-coins', key: hashes.map((hash) => hash.replace(/^0x/, '').toLowerCase()).join(',') };
  }
  if (service === 'streams' && rest[0] === 'history' && rest[1] === 'logs') {
    return { endpoint: 'streams-logs', key: url.searchParams.get('cursor') ?? '' };
  }
  return null;
}
