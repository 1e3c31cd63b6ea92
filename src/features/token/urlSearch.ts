import { compactSearch, trimmedText } from '../../lib/searchParams';

/**
 * `/token/$address` URL state (architecture.md): `chain` (name, hex id or RPC slug; default eth),
 * `exchange` (a named exchange or an exchange address), `to_block` (digits). Parsed leniently so a
 * bad link still renders; `tokenRequest` reports what is wrong. Every key optional.
 */
export interface TokenSearch {
  chain?: string;
  exchange?: string;
  /** The router reads `?to_block=123` as the number 123; keeping it a number keeps the URL free of quotes. */
  to_block?: string | number;
}

export function parseTokenSearch(raw: Record<string, unknown>): TokenSearch {
  const toBlock = raw.to_block;
  return compactSearch({
    chain: trimmedText(raw.chain),
    exchange: trimmedText(raw.exchange),
    to_block: typeof toBlock === 'number' ? toBlock : typeof toBlock === 'string' && toBlock.trim() !== '' ? toBlock.trim() : undefined,
  });
}
