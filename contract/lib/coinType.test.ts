import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  classifyEntry,
  coinCallCount,
  coinTypeHash,
  MAX_COIN_ENTRIES,
  parseCoinEntries,
  parseCoinType,
  splitEntries,
} from './coinType';

/** An independent SHA-256 (OpenSSL's) to check @noble/hashes against. */
const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const APT_HASH = '91ceb1308a98389691e05158b07ed5f079ab78461a6bb8d5a4054b1bb5cb8bb6';

describe('coinTypeHash', () => {
  it.each([
    // FIPS 180-4 test vectors.
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    // Computed with coreutils: printf %s '<coin type>' | sha256sum.
    ['0x1::aptos_coin::AptosCoin', APT_HASH],
    // The service's own record of USDT on Aptos carries this coin_type_hash.
    [
      '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDT',
      '175cc6491b0d75a131a36391318cde4c4b1312de70675c7e46cc54dacfe7ae29',
    ],
  ])('hashes %j to its known value', (text, expected) => {
    expect(coinTypeHash(text)).toBe(expected);
  });

  it.each([
    '0x1::aptos_coin::AptosCoin',
    '0xf22bede237a07e121b56d91a491eb7bcdfd1f5907926a9e58338f964a01b17fa::asset::USDC',
    '0x7fd500c11216f0fe3095d0c4b8aa4d64a4e2e04f83758462f2b127255643615::thl_coin::THL',
    '0x1::coin::Coin<0x1::aptos_coin::AptosCoin>',
    'ünïcödé',
  ])('agrees with node:crypto for %s', (text) => {
    const hash = coinTypeHash(text);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(nodeSha256(text));
  });
});

describe('parseCoinType', () => {
  it.each([
    ['0x1::aptos_coin::AptosCoin', '0x1::aptos_coin::AptosCoin'],
    ['  0x1::aptos_coin::AptosCoin ', '0x1::aptos_coin::AptosCoin'],
    // The chain writes addresses without leading zeros and in lowercase.
    [
      '0x0000000000000000000000000000000000000000000000000000000000000001::aptos_coin::AptosCoin',
      '0x1::aptos_coin::AptosCoin',
    ],
    ['0xA::aptos_coin::AptosCoin', '0xa::aptos_coin::AptosCoin'],
    ['0x0::m::T', '0x0::m::T'],
    [
      '0x1::pool::LP<0x1::aptos_coin::AptosCoin,0xABC::usdc::USDC>',
      '0x1::pool::LP<0x1::aptos_coin::AptosCoin, 0xabc::usdc::USDC>',
    ],
    ['0x1::a::B< vector<u8> , 0x2::c::D<u64> >', '0x1::a::B<vector<u8>, 0x2::c::D<u64>>'],
  ])('reads %s as %s', (input, canonical) => {
    expect(parseCoinType(input)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    ['0x1::aptos_coin', /the name is missing/],
    ['0x1', /module and name are missing/],
    ['0x::m::T', /1 to 64 hex digits/],
    [`0x${'1'.repeat(65)}::m::T`, /1 to 64 hex digits/],
    ['aptos_coin::AptosCoin', /starts with an address/],
    ['0x1::aptos-coin::AptosCoin', /not a module name/],
    ['0x1::m::T<0x1::a::B', /never closed/],
    ['0x1::m::T<0x1::a::B,', /a type is missing/],
    [
      '0x1::m::T<0x1::a::B 0x2::c::D>',
      /expected a closing ">" but found "0x2::c::D"|expected a closing ">" but found "0x2"/,
    ],
    ['0x1::m::T<>', /starts with an address/],
    ['0x1::m::T extra', /unexpected "extra"/],
    ['0x1:m::T', /expected/],
  ])('refuses %s', (input, message) => {
    const result = parseCoinType(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('classifyEntry', () => {
  const hash = APT_HASH;

  it('accepts a hash with or without 0x, in any case, as 64 lowercase digits', () => {
    for (const input of [hash, `0x${hash}`, hash.toUpperCase(), `0x${hash.toUpperCase()}`]) {
      expect(classifyEntry(input)).toEqual({ ok: true, value: { kind: 'hash', input, hash } });
    }
  });

  it('hashes a coin type, canonical text first', () => {
    expect(classifyEntry('0x1::aptos_coin::AptosCoin')).toEqual({
      ok: true,
      value: { kind: 'type', input: '0x1::aptos_coin::AptosCoin', coinType: '0x1::aptos_coin::AptosCoin', hash },
    });
    const long = classifyEntry(`0x${'0'.repeat(63)}1::aptos_coin::AptosCoin`);
    expect(long.ok && long.value.hash).toBe(hash);
  });

  it.each([
    ['', /empty/],
    ['0x1234', /looks like an address/],
    ['a867703f', /8 hex digits; a coin type hash has exactly 64/],
    [`${hash}00`, /66 hex digits/],
    ['AptosCoin', /neither a coin type hash/],
    ['0x1::aptos coin::AptosCoin', /not a valid coin type/],
    ['x'.repeat(2000), /far too long/],
  ])('refuses %j with a clear message', (input, message) => {
    const result = classifyEntry(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('splitEntries', () => {
  it('splits on commas, semicolons, spaces and lines but not inside <…>', () => {
    expect(splitEntries('a, b;c\n d\t\te')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitEntries('0x1::p::LP<0x1::a::A, 0x2::b::B>,0x1::c::C')).toEqual([
      '0x1::p::LP<0x1::a::A, 0x2::b::B>',
      '0x1::c::C',
    ]);
    expect(splitEntries(' , \n')).toEqual([]);
  });
});

describe('parseCoinEntries', () => {
  const hash = coinTypeHash('0x1::aptos_coin::AptosCoin');

  it('removes duplicates, however they are written, keeping the first', () => {
    const result = parseCoinEntries([
      '0x1::aptos_coin::AptosCoin',
      `0x${hash}`,
      hash.toUpperCase(),
      '0x1::aptos_coin::AptosCoin',
    ]);
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]?.kind).toBe('type');
    expect(result.duplicates).toBe(3);
    expect(result.problems).toEqual([]);
    expect(result.tooMany).toBeNull();
  });

  it('lists every malformed entry', () => {
    const result = parseCoinEntries(['0x1::aptos_coin::AptosCoin,nope', '0x12']);
    expect(result.entries).toHaveLength(1);
    expect(result.problems.map((p) => p.input)).toEqual(['nope', '0x12']);
  });

  it(`takes ${MAX_COIN_ENTRIES} distinct coins (several calls) and names the first one over`, () => {
    const many = Array.from({ length: MAX_COIN_ENTRIES + 2 }, (_, i) => coinTypeHash(String(i)));
    // 26 coins, one more than a call takes, are looked up, not refused.
    expect(parseCoinEntries(many.slice(0, 26)).tooMany).toBeNull();
    expect(parseCoinEntries(many.slice(0, MAX_COIN_ENTRIES)).tooMany).toBeNull();
    expect(parseCoinEntries(many.slice(0, MAX_COIN_ENTRIES + 1)).tooMany).toBe(
      `At most 100 coins can be looked up at once (4 calls of 25); this list has 101. Over the limit: "${many[MAX_COIN_ENTRIES]!.slice(0, 40)}…".`,
    );
    expect(parseCoinEntries(many).tooMany).toMatch(/has 102\. Over the limit: ".*" and the 1 after it\.$/);
    // Duplicates do not count against the limit.
    expect(parseCoinEntries([...many.slice(0, MAX_COIN_ENTRIES), many[0]!]).tooMany).toBeNull();
  });

  it('counts the calls a list takes, 25 hashes each', () => {
    expect([1, 25, 26, 50, 51, 100].map(coinCallCount)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
