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
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/a/..//evil.example/',
    '/./\\evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/tokens/../api/auth/login',
    '',
    `/${'a'.repeat(3000)}`,
  ])('sends %j to the home page instead', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });

  it('never gives a Location that a browser reads as another host', () => {
    for (const prefix of ['/', '/.', '/..', '/%2e', '/%2e%2e', '/a/..', '/a/%2e%2e']) {
      for (const middle of ['/', '//', '/\\', '\\/', '/%2f', '/%5c']) {
        const location = safeReturnTo(`${prefix}${middle}evil.example/x`);
        expect(new URL(location, 'https://dash.example').origin, `${prefix}${middle}`).toBe('https://dash.example');
        expect(location.startsWith('//') || location.startsWith('/\\'), `${prefix}${middle}`).toBe(false);
      }
    }
  });

  it('drops a fragment and refuses what is not a string', () => {
    expect(safeReturnTo('/tokens#top')).toBe('/tokens');
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
