import { compactSearch, text, trimmedText } from '../../lib/searchParams';

/**
 * Text as written, whatever the router's JSON parsing made of it (`true`, `null`, `{"a":1}`): a
 * key left out here reaches the page raw (the router spreads the raw search underneath) and a
 * boolean chain or exchange crashed tokenRequest instead of being named.
 */
function written(value: unknown): string | undefined {
  if (value === null) return 'null';
  return typeof value === 'string' || typeof value === 'number' ? trimmedText(value) : text(value);
}

/**
 * `/token/$address` URL state (the README's route table): `chain` (name, hex id or RPC slug; default eth),
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
    chain: written(raw.chain),
    exchange: written(raw.exchange),
    to_block: typeof toBlock === 'number' ? toBlock : written(toBlock),
  });
}
