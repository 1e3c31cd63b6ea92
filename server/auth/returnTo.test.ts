import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/wallet/0xabc?chain=eth&cursor=a&cursor=b', '/wallet/0xabc?chain=eth&cursor=a&cursor=b'],
    ['/', '/'],
    ['/tokens', '/tokens'],
    ['/streams/failed?q=a%20b', '/streams/failed?q=a%20b'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://127.0.0.1:1/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'javascript:alert(1)',
    'wallet/0xabc',
    '/x\r\nset-cookie: a=b',
    '/x\ty',
    '/api/auth/login',
    '/api/evm/0xabc',
    '',
    `/${'a'.repeat(3000)}`,
  ])('sends %j to the home page instead', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });

  it('drops a fragment and refuses what is not a string', () => {
    expect(safeReturnTo('/tokens#top')).toBe('/tokens');
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
