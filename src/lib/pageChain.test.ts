import { describe, expect, it } from 'vitest';
import { pageChainOf } from './pageChain';

describe('pageChainOf', () => {
  it('reads the chain of the wallet, NFT and token pages', () => {
    expect(pageChainOf('/wallet/0xabc', { chain: 'polygon' })?.name).toBe('polygon');
    expect(pageChainOf('/nft/0xabc', { chain: '0x89' })?.name).toBe('polygon');
    expect(pageChainOf('/token/0xabc', {})?.name).toBe('eth');
  });
  it('is null elsewhere, and Ethereum for an unknown chain as the page itself falls back', () => {
    expect(pageChainOf('/', { chain: 'polygon' })).toBeNull();
    expect(pageChainOf('/streams/failed', {})).toBeNull();
    expect(pageChainOf('/wallet/0xabc', { chain: 'mars' })?.name).toBe('eth');
  });
});
