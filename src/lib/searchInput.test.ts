import { describe, expect, it } from 'vitest';
import { classifySearchInput, MAX_SEARCH_LENGTH, type SearchTarget } from './searchInput';

const LOWER = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
// One letter's case flipped: still mixed case, but the checksum no longer matches.
const BAD_CHECKSUM = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046'.replace('d8dA', 'd8DA');
const HASH64 = 'a'.repeat(32) + '0123456789abcdef0123456789ABCDEF';

type Expectation =
  SearchTarget['kind'] | { kind: SearchTarget['kind']; match?: RegExp; equals?: Partial<SearchTarget> };

const cases: [string, string, Expectation][] = [
  ['empty', '', 'empty'],
  ['only spaces', '   \t ', 'empty'],
  ['zero-width only', '\u200B', 'empty'],
  ['lowercase address', LOWER, { kind: 'evm-address', equals: { address: LOWER } }],
  ['uppercase address', `0x${LOWER.slice(2).toUpperCase()}`, { kind: 'evm-address', equals: { address: LOWER } }],
  ['checksummed address', CHECKSUMMED, { kind: 'evm-address', equals: { address: LOWER } }],
  ['address with spaces around', `  ${CHECKSUMMED}\n`, { kind: 'evm-address', equals: { address: LOWER } }],
  ['address with 0X prefix', `0X${LOWER.slice(2)}`, { kind: 'evm-address', equals: { address: LOWER } }],
  ['address with trailing zero-width space', `${LOWER}\u200B`, { kind: 'evm-address', equals: { address: LOWER } }],
  ['bad checksum', BAD_CHECKSUM, { kind: 'invalid', match: /checksum/ }],
  ['address too short', LOWER.slice(0, -1), { kind: 'invalid', match: /39 hex digits/ }],
  ['address one too long', `${LOWER}0`, { kind: 'invalid', match: /41 hex digits/ }],
  ['address without 0x', LOWER.slice(2), { kind: 'invalid', match: /add 0x/ }],
  ['address with o for 0', `0x${'o'.repeat(40)}`, { kind: 'invalid', match: /only the hex digits/ }],
  ['Cyrillic a look-alike', LOWER.replace('a', '\u0430'), { kind: 'invalid', match: /U\+0430/ }],
  ['fullwidth digits', '\uFF11\uFF12\uFF13', { kind: 'invalid', match: /U\+FF11/ }],
  ['zero-width inside', `0xd8da\u200B6bf26964af9d7eed9e03e53415d37aa96045`, { kind: 'invalid', match: /invisible/ }],
  ['block height', '250000000', { kind: 'block', equals: { height: '250000000' } }],
  ['block zero', '0', { kind: 'block', equals: { height: '0' } }],
  ['block with leading zeros', '007', { kind: 'block', equals: { height: '7' } }],
  ['block with grouping commas', '26,000,000', { kind: 'block', equals: { height: '26000000' } }],
  ['block with a misplaced comma', '26,00,000', { kind: 'invalid', match: /comma out of place/ }],
  ['negative height', '-5', { kind: 'invalid', match: /negative/ }],
  ['height beyond any chain', '9'.repeat(20), { kind: 'invalid', match: /beyond/ }],
  ['decimal height', '12.5', { kind: 'invalid', match: /cannot tell/ }],
  ['two heights', '12 13', { kind: 'invalid', match: /more than one value/ }],
  [
    'coin hash without 0x',
    HASH64,
    { kind: 'coin-hash', equals: { hash: HASH64.toLowerCase(), maybeTransaction: false } },
  ],
  [
    '0x + 64 hex (maybe a tx hash)',
    `0x${HASH64}`,
    { kind: 'coin-hash', equals: { hash: `0x${HASH64.toLowerCase()}`, maybeTransaction: true } },
  ],
  ['63 hex digits', `0x${HASH64.slice(1)}`, { kind: 'invalid', match: /63 hex digits/ }],
  [
    'coin type',
    '0x1::aptos_coin::AptosCoin',
    { kind: 'coin-type', equals: { coinType: '0x1::aptos_coin::AptosCoin' } },
  ],
  [
    'coin type, padded address',
    '0x0001::aptos_coin::AptosCoin',
    { kind: 'coin-type', equals: { coinType: '0x1::aptos_coin::AptosCoin' } },
  ],
  [
    'generic coin type with a space',
    '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>',
    { kind: 'coin-type', equals: { coinType: '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>' } },
  ],
  ['incomplete coin type', '0x1::aptos_coin', { kind: 'invalid', match: /not a valid coin type/ }],
  ['markup', '<script>alert(1)</script>', { kind: 'invalid', match: /cannot tell/ }],
  ['markup in a coin type', '0x1::a::<img src=x>', { kind: 'invalid', match: /not a valid coin type/ }],
  ['markup with spaces', '<img src=x onerror=alert(1)>', { kind: 'invalid', match: /cannot tell/ }],
  ['address then words', `${LOWER} please`, { kind: 'invalid', match: /more than one value/ }],
  ['ENS name', 'vitalik.eth', { kind: 'invalid', match: /ENS/ }],
  ['plain word', 'hello', { kind: 'invalid', match: /cannot tell/ }],
  ['too long', '1'.repeat(MAX_SEARCH_LENGTH + 1), { kind: 'invalid', match: /far longer/ }],
  ['0x alone', '0x', { kind: 'invalid', match: /0 hex digits/ }],
];

describe('classifySearchInput', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const result = classifySearchInput(input);
    const want = typeof expected === 'string' ? { kind: expected } : expected;
    expect(result.kind).toBe(want.kind);
    if (want.equals) expect(result).toMatchObject(want.equals);
    if (want.match) {
      expect(result.kind === 'invalid' ? result.message : '').toMatch(want.match);
    }
  });

  it('names a transaction hash and a coin type hash apart when it cannot tell', () => {
    const result = classifySearchInput('hello');
    expect(result.kind === 'invalid' ? result.message : '').toMatch(
      /transaction hash \(0x \+ 64 hex digits\).*coin type hash \(64 hex digits without 0x\)/,
    );
  });

  it('never echoes more than a bounded slice of the input', () => {
    const result = classifySearchInput(`0x1::${'a'.repeat(250)}`);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.message.length).toBeLessThan(400);
  });
});
