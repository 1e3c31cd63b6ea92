import { describe, expect, it } from 'vitest';
import { findEvmChain } from '../../../contract/lib/chains';
import { classifySearchInput } from '../../lib/searchInput';
import { defaultOption, searchOptions } from './destinations';

const eth = findEvmChain('eth')!;
const HEX = 'ab'.repeat(32);
const optionsFor = (text: string, chain = eth) => searchOptions(classifySearchInput(text), chain);

describe('searchOptions for 64 hex digits', () => {
  it('with 0x: the transaction on the chain’s explorer first, then the Move chain’s transaction and account, the coin last', () => {
    const options = optionsFor(`0x${HEX}`);
    expect(options.map((option) => option.external?.href ?? option.lookup?.destination)).toEqual([
      `https://etherscan.io/tx/0x${HEX}`,
      `https://explorer.aptoslabs.com/txn/0x${HEX}?network=mainnet`,
      `https://explorer.aptoslabs.com/account/0x${HEX}?network=mainnet`,
      'coin',
    ]);
  });

  it('with 0x: Enter opens the transaction on the chain’s explorer, not the coin', () => {
    expect(defaultOption(optionsFor(`0x${HEX}`))?.external?.href).toBe(`https://etherscan.io/tx/0x${HEX}`);
    const polygon = findEvmChain('polygon')!;
    expect(defaultOption(optionsFor(`0x${HEX}`, polygon))?.external?.href).toBe(`https://polygonscan.com/tx/0x${HEX}`);
  });

  it('without 0x: only the coin type hash, which Enter opens', () => {
    const options = optionsFor(HEX);
    expect(options).toHaveLength(1);
    expect(defaultOption(options)?.lookup).toEqual({ destination: 'coin', value: HEX });
  });
});

describe('defaultOption', () => {
  it('opens a page of the app first when the list starts with one', () => {
    const address = `0x${'1'.repeat(40)}`;
    expect(defaultOption(optionsFor(address))?.lookup).toEqual({ destination: 'wallet', value: address, chain: 'eth' });
    expect(defaultOption(optionsFor('250000000'))?.lookup).toEqual({ destination: 'block', value: '250000000' });
  });

  it('skips an option that cannot be used', () => {
    expect(
      defaultOption([
        { label: 'x', description: 'y', unavailable: 'no', external: { href: 'https://a.example', site: 'A' } },
      ]),
    ).toBeUndefined();
  });

  it('has nothing for invalid input', () => {
    expect(defaultOption(optionsFor('hello'))).toBeUndefined();
  });
});
