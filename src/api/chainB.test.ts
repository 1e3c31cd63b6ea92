import { describe, expect, it } from 'vitest';
import { chainBCoinsUrl, coinsCallGroups } from '../../contract/endpoints/chainB';

const hash = (i: number) => i.toString(16).padStart(64, '0');

describe('coinsCallGroups', () => {
  it('splits a list into calls of at most 25 sorted, distinct hashes', () => {
    const hashes = Array.from({ length: 26 }, (_, i) => hash(25 - i));
    const groups = coinsCallGroups([...hashes, `0x${hash(3).toUpperCase()}`]);
    expect(groups.map((group) => group.length)).toEqual([25, 1]);
    expect(groups.flat()).toEqual(hashes.slice().reverse());
  });
  it('keeps a list of 25 or fewer in one call', () => {
    expect(coinsCallGroups([hash(1), hash(2)])).toEqual([[hash(1), hash(2)]]);
    expect(chainBCoinsUrl([hash(2), hash(1)])).toBe(
      `/api/chain-b/coins?coin_type_hashes=${hash(1)}&coin_type_hashes=${hash(2)}`,
    );
  });
});
