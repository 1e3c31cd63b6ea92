import type { TokenIdFormat } from '../../../contract/endpoints/nft';
import type { NftTransfer } from '../../../contract/schemas/evm';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** A transfer from the zero address; an unknown sender (null) is not taken for a mint. */
export function isMint(transfer: Pick<NftTransfer, 'from_address'>): boolean {
  return transfer.from_address?.toLowerCase() === ZERO_ADDRESS;
}

export function isBurn(transfer: Pick<NftTransfer, 'to_address'>): boolean {
  return transfer.to_address.toLowerCase() === ZERO_ADDRESS;
}

/** NFT timestamps come without a zone (spec 2.6 example); the service means UTC. */
export function transferTime(timestamp: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(timestamp) ? timestamp : `${timestamp}Z`;
}

/** A unique row id: a batch transfer repeats the transaction hash (and log index) per token. */
export function transferId(t: NftTransfer): string {
  return `${t.transaction_hash}:${t.log_index ?? ''}:${t.token_id}:${t.from_address ?? ''}:${t.to_address}`;
}

/** Long token ids (ERC1155 ids are often 256-bit) shortened for the cell; the title keeps every digit. */
export function shortTokenId(id: string, max = 18): string {
  if (id.length <= max) return id;
  const head = id.startsWith('0x') ? 8 : 7;
  return `${id.slice(0, head)}…${id.slice(-6)}`;
}

/** How the incomplete-data flags read (spec 4.5): null when the data can be trusted as complete. */
export function incompleteNotice(page: {
  block_exists?: boolean | undefined;
  index_complete?: boolean | undefined;
}): string | null {
  const parts: string[] = [];
  if (page.block_exists === false) parts.push('the block asked for does not exist yet on this chain');
  if (page.index_complete === false) parts.push('the service has not finished indexing this range');
  if (parts.length === 0) return null;
  return `These results may be incomplete: ${parts.join(', and ')}. Transfers may be missing; try again later or narrow the range to indexed blocks.`;
}

/**
 * A token id written in the chosen format, exactly (bigint): the service sends decimal. An id that
 * is neither plain decimal nor 0x-hex is shown as it came.
 */
export function displayTokenId(id: string, format: TokenIdFormat): string {
  if (format === 'hex' && /^\d+$/.test(id)) return `0x${BigInt(id).toString(16)}`;
  if (format === 'decimal' && /^0x[0-9a-f]+$/i.test(id)) return BigInt(id).toString();
  return id;
}

export type TransferVerdict = 'spam' | 'verified' | 'unverified' | 'unknown';

/**
 * One verdict from the service's two flags. The spam flag is about this transfer and wins: a
 * verified collection can still carry spam transfers (airdrops to strangers). Verified says only
 * that the collection is verified, so without the spam flag it is the verdict; a verified flag the
 * service left out (null) is "unknown", never "unverified".
 */
export function transferVerdict(t: Pick<NftTransfer, 'possible_spam' | 'verified_collection'>): TransferVerdict {
  if (t.possible_spam) return 'spam';
  if (t.verified_collection === null) return 'unknown';
  return t.verified_collection ? 'verified' : 'unverified';
}

/** Whether the transaction paid anything: `value` is what it moved in the native coin (wei); null is unknown. */
export function hasPrice(t: Pick<NftTransfer, 'value'>): boolean {
  return t.value !== null && /^\d+$/.test(t.value) && BigInt(t.value) > 0n;
}
