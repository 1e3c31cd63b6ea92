import { describe, expect, it } from 'vitest';
import { ConfigError } from './configError.ts';
import { parseTrustProxy } from './trustProxy.ts';
import { trustedProxyCheck } from './trustProxy.ts';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('trusts nobody by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('reads addresses, CIDRs and named ranges as CIDRs', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1/32',
      '192.168.0.0/16',
      '::1/128',
      'fd00::/8',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['127.0.0.0/8', '::1/128']);
  });

  it.each(['true', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '10.0.0', '33'])(
    'refuses %s, naming the variable',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(ConfigError);
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('trustedProxyCheck', () => {
  it('trusts no peer without TRUST_PROXY', () => {
    const trusted = trustedProxyCheck(false);
    expect(trusted('127.0.0.1')).toBe(false);
    expect(trusted('10.0.0.1')).toBe(false);
  });

  it('trusts the connecting peer with a hop count', () => {
    const trusted = trustedProxyCheck(1);
    expect(trusted('203.0.113.9')).toBe(true);
    expect(trusted(undefined)).toBe(false);
  });

  it('trusts exactly the listed addresses and CIDRs, IPv4-mapped peers included', () => {
    const trusted = trustedProxyCheck(parseTrustProxy('10.0.0.0/8,2001:db8::/32,127.0.0.1'));
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('127.0.0.2')).toBe(false);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('2001:db8:1::5')).toBe(true);
    expect(trusted('2001:db9::5')).toBe(false);
    expect(trusted('not-an-ip')).toBe(false);
  });
});
