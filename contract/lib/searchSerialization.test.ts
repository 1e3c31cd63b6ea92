import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchSerialization';

describe('search serialization', () => {
  it('writes digit-only and other text as typed, without JSON quotes', () => {
    expect(stringifySearch({ q: '500' })).toBe('?q=500');
    expect(stringifySearch({ q: 'status code 500', block: '21000000' })).toBe('?q=status+code+500&block=21000000');
    expect(stringifySearch({ chain: '0x89', at: '21000000-2', page: 4 })).toBe('?chain=0x89&at=21000000-2&page=4');
  });

  it('reads what it wrote back to the same text or number', () => {
    const search = { q: '500', chain: 'polygon', at: '21000000-2', page: 4, zeros: '007', flag: true };
    const read = parseSearch(stringifySearch(search)) as Record<string, unknown>;
    expect(read.q === '500' || read.q === 500).toBe(true);
    expect(read.chain).toBe('polygon');
    expect(read.at).toBe('21000000-2');
    expect(read.page).toBe(4);
    expect(read.zeros).toBe('007');
    expect(read.flag).toBe(true);
  });

  it('keeps arrays and text that starts like JSON unambiguous', () => {
    expect(parseSearch(stringifySearch({ cursor: ['a', 'b'] }))).toEqual({ cursor: ['a', 'b'] });
    expect(parseSearch(stringifySearch({ q: '"quoted"' }))).toEqual({ q: '"quoted"' });
    expect(parseSearch(stringifySearch({ q: '[x' }))).toEqual({ q: '[x' });
  });

  it('opens links written the router-default way (JSON-quoted text)', () => {
    expect(parseSearch('?q=%22500%22')).toEqual({ q: '500' });
    expect(parseSearch('?cursor=%5B%22a%22%5D')).toEqual({ cursor: ['a'] });
  });
});
