import { describe, expect, it } from 'vitest';
import { EVM_CHAINS, findEvmChain } from '../../contract/lib/chains';
import { explorerBlockUrl, explorerOf, explorerTxUrl } from './explorers';

describe('explorers', () => {
  it('names an https explorer for every chain of the chain table', () => {
    for (const chain of EVM_CHAINS) {
      const explorer = explorerOf(chain);
      expect(explorer, chain.name).not.toBeNull();
      expect(explorer!.url).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    }
  });

  it('builds transaction and block links', () => {
    const eth = findEvmChain('eth')!;
    expect(explorerTxUrl(eth, `0x${'AB'.repeat(32)}`)).toBe(`https://etherscan.io/tx/0x${'ab'.repeat(32)}`);
    expect(explorerBlockUrl(findEvmChain('polygon')!, 26_000_000n)).toBe('https://polygonscan.com/block/26000000');
  });
});
