import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey.ts';

describe('clientKey', () => {
  it('keeps IPv4 addresses, and unwraps IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = clientKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(clientKey('2001:0db8:00aa:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:DB8:AA:1:1234::9')).toBe(key);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
