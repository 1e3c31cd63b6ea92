import { NAMED_EXCHANGES } from '../../lib/priceEndpoints';
import { findPriceChain, type PriceChain } from '../../lib/tokenChains';
import { truncate, validateBlockNumber, validateEvmAddress } from '../../lib/validation';
import type { TokenSearch } from './urlSearch';

export { parseTokenSearch, type TokenSearch } from './urlSearch';

export interface TokenRequest {
  address: `0x${string}`;
  chain: PriceChain;
  /** A named exchange (lowercase) or a lowercase address. */
  exchange: string | null;
  toBlock: string | null;
}

export type CheckedTokenRequest =
  { ok: true; value: TokenRequest } | { ok: false; errors: { field: string; message: string }[] };

export function validateExchange(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = input.trim().toLowerCase().replace(/[-_+]/g, ' ').replace(/\s+/g, ' ');
  const named = NAMED_EXCHANGES.find((name) => name === value || name.replace(/ /g, '') === value.replace(/ /g, ''));
  if (named) return { ok: true, value: named };
  if (/^0x/i.test(input.trim())) {
    const address = validateEvmAddress(input);
    return address.ok ? address : { ok: false, message: `Exchange: ${address.message}` };
  }
  return {
    ok: false,
    message: `"${truncate(input)}" is not an exchange: use one of the named exchanges (${NAMED_EXCHANGES.join(', ')}) or an exchange (factory) address.`,
  };
}

export function tokenRequest(rawAddress: string, search: TokenSearch): CheckedTokenRequest {
  const errors: { field: string; message: string }[] = [];
  const address = validateEvmAddress(rawAddress);
  if (!address.ok) errors.push({ field: 'address', message: address.message });
  const chain = findPriceChain(search.chain ?? 'eth');
  if (!chain)
    errors.push({
      field: 'chain',
      message: `"${truncate(search.chain ?? '')}" is not a chain the price services know. Use a name such as eth or polygon, a hex id such as 0x89, or a JSON-RPC slug such as blast.`,
    });
  let exchange: string | null = null;
  if (search.exchange) {
    const checked = validateExchange(search.exchange);
    if (checked.ok) exchange = checked.value;
    else errors.push({ field: 'exchange', message: checked.message });
  }
  let toBlock: string | null = null;
  if (search.to_block !== undefined) {
    const block = validateBlockNumber(String(search.to_block), 'to_block');
    if (block.ok) toBlock = block.value.toString();
    else errors.push({ field: 'to_block', message: block.message });
  }
  if (!address.ok || !chain || errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { address: address.value, chain, exchange, toBlock } };
}
