import { describe, expect, it } from 'vitest';
import {
  displayTokenId,
  hasPrice,
  incompleteNotice,
  isMint,
  shortTokenId,
  transferTime,
  transferVerdict,
} from './transfer';
import { endpointKey } from '../../api/endpoint';
import { nftTransfersRequest, nftTransfersUrl } from '../../../contract/endpoints/nft';
import { nftRequest, parseFormat, parseNftSearch } from '../../../contract/pages/nft/search';

const CONTRACT = '0x1a768b8a48ab4e802a82722d6bbbc21d10fefd7b';

describe('nft transfer helpers', () => {
  it('spots mints', () => {
    expect(isMint({ from_address: '0x0000000000000000000000000000000000000000' })).toBe(true);
    expect(isMint({ from_address: CONTRACT })).toBe(false);
    expect(isMint({ from_address: null })).toBe(false);
  });
  it('reads zoneless timestamps as UTC', () => {
    expect(transferTime('2024-01-01T00:00:00.000')).toBe('2024-01-01T00:00:00.000Z');
    expect(transferTime('2024-01-01T00:00:00.000Z')).toBe('2024-01-01T00:00:00.000Z');
  });
  it('shortens long ids only', () => {
    expect(shortTokenId('1234')).toBe('1234');
    const long = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(shortTokenId(long)).toBe('1157920…639935');
    expect(shortTokenId(`0x${'f'.repeat(64)}`)).toBe('0xffffff…ffffff');
  });
  it('explains incomplete data', () => {
    expect(incompleteNotice({ block_exists: true, index_complete: true })).toBeNull();
    expect(incompleteNotice({})).toBeNull();
    expect(incompleteNotice({ index_complete: false })).toMatch(/not finished indexing/);
    expect(incompleteNotice({ block_exists: false, index_complete: false })).toMatch(
      /does not exist yet.*and the service/,
    );
  });
});

describe('nft search', () => {
  it('defaults to decimal on eth, page 1', () => {
    const request = nftRequest(CONTRACT, parseNftSearch({}));
    expect(request.ok && request.format).toBe('decimal');
    expect(request.ok && request.params.range.chain.name).toBe('eth');
  });
  it('accepts hex in any case and rejects others', () => {
    expect(parseFormat('HEX')).toEqual({ ok: true, value: 'hex' });
    expect(parseFormat('binary').ok).toBe(false);
  });
  it('collects every problem and sends nothing', () => {
    const request = nftRequest('0xnope', parseNftSearch({ format: 'roman', limit: 500, chain: 'solana' }));
    expect(request.ok).toBe(false);
    if (!request.ok) expect(request.errors.map((e) => e.field).sort()).toEqual(['address', 'chain', 'format', 'limit']);
  });
  it('keeps the cursor trail', () => {
    const request = nftRequest(CONTRACT, parseNftSearch({ cursor: ['a', 'b'], format: 'hex' }));
    expect(request.ok && request.params.range.trail).toEqual(['a', 'b']);
  });
  it('asks the service the same in either format: hex is drawn, not fetched', () => {
    const decimal = nftRequest(CONTRACT, parseNftSearch({ cursor: ['a'] }));
    const hex = nftRequest(CONTRACT, parseNftSearch({ cursor: ['a'], format: 'hex' }));
    if (!decimal.ok || !hex.ok) throw new Error('valid');
    expect(hex.format).toBe('hex');
    expect(nftTransfersUrl(hex.params)).toBe(nftTransfersUrl(decimal.params));
    expect(endpointKey(nftTransfersRequest(hex.params))).toEqual(endpointKey(nftTransfersRequest(decimal.params)));
    expect(nftTransfersUrl(hex.params)).not.toContain('format');
  });
});

describe('displayTokenId', () => {
  it('writes decimal ids as hex exactly, and back', () => {
    const big = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(displayTokenId(big, 'hex')).toBe(`0x${'f'.repeat(64)}`);
    expect(displayTokenId('255', 'hex')).toBe('0xff');
    expect(displayTokenId('0', 'hex')).toBe('0x0');
    expect(displayTokenId('0xFF', 'decimal')).toBe('255');
    expect(displayTokenId('255', 'decimal')).toBe('255');
    expect(displayTokenId('weird', 'hex')).toBe('weird');
  });
});

describe('transferVerdict and hasPrice', () => {
  it('gives one verdict: spam wins over a verified collection', () => {
    expect(transferVerdict({ possible_spam: true, verified_collection: true })).toBe('spam');
    expect(transferVerdict({ possible_spam: false, verified_collection: true })).toBe('verified');
    expect(transferVerdict({ possible_spam: false, verified_collection: false })).toBe('unverified');
    expect(transferVerdict({ possible_spam: false, verified_collection: null })).toBe('unknown');
    expect(transferVerdict({ possible_spam: true, verified_collection: null })).toBe('spam');
  });
  it('a price only when the transaction paid something', () => {
    expect(hasPrice({ value: '34553000000000000' })).toBe(true);
    expect(hasPrice({ value: '0' })).toBe(false);
    expect(hasPrice({ value: null })).toBe(false);
  });
});
