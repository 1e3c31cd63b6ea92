import { describe, expect, it } from 'vitest';
import { EVM_CHAINS, findEvmChain } from '../../contract/lib/chains';
import { DEMO_WALLETS } from '../catalog';
import { generateTx } from './txgen';
import { blockOfIndex, countAtOrBefore, indexRange, nonceOf, walletProfile } from './wallets';

/** The generator alone (no HTTP): many indices, every chain, arithmetic index mapping. */
describe('transaction generator', () => {
  it('generates hundreds of transactions of every catalog wallet without failing', () => {
    for (const { chain, address } of Object.values(DEMO_WALLETS)) {
      const w = walletProfile(findEvmChain(chain)!, address);
      const n = Math.min(w.count, 400);
      for (let i = 0; i < n; i += 1) {
        const tx = generateTx(w, i);
        expect(tx.gasUsed <= tx.gas || tx.status === '0').toBe(true);
      }
    }
  });

  it('generates on every chain for an arbitrary address', () => {
    for (const chain of EVM_CHAINS) {
      const w = walletProfile(chain, '0x2222222222222222222222222222222222222222');
      for (let i = 0; i < w.count; i += 1) expect(generateTx(w, i).blockNumber).toBe(blockOfIndex(w, i));
    }
  });

  it('maps blocks to indices exactly (strictly increasing blocks)', () => {
    const w = walletProfile(findEvmChain('eth')!, DEMO_WALLETS.busy.address);
    for (let i = 1; i < 2000; i += 1) expect(blockOfIndex(w, i)).toBeGreaterThan(blockOfIndex(w, i - 1));
    for (let i = 0; i < 2000; i += 1) {
      const b = blockOfIndex(w, i);
      expect(countAtOrBefore(w, b)).toBe(i + 1);
      expect(countAtOrBefore(w, b - 1)).toBe(i);
    }
    const { lo, hi } = indexRange(w, blockOfIndex(w, 10), blockOfIndex(w, 20));
    expect([lo, hi]).toEqual([10, 20]);
  });

  it('counts outgoing nonces arithmetically', () => {
    const w = walletProfile(findEvmChain('eth')!, DEMO_WALLETS.busy.address);
    let expected = w.baseNonce;
    for (let i = 0; i < 200; i += 1) {
      const tx = generateTx(w, i);
      if (tx.from === w.address) {
        expect(tx.nonce).toBe(expected);
        expect(nonceOf(w, i)).toBe(expected);
        expected += 1;
      }
    }
  });
});
