import { describe, expect, it } from 'vitest';
import { isAllowed, parseAllowlist, type Allowlist } from './allowlist.ts';

const list = (raw: string) => parseAllowlist(raw) as Allowlist;

describe('OIDC_ALLOWED', () => {
  it('reads emails and @domains separated by commas or spaces, ignoring case', () => {
    const allowed = list(' Alice@Example.org, @Corp.example  bob@other.example ');
    expect([...allowed.emails]).toEqual(['alice@example.org', 'bob@other.example']);
    expect([...allowed.domains]).toEqual(['corp.example']);
  });

  it.each(['alice', '@', '@localhost', 'a@b', 'a b@c.d,', 'http://x.example'])(
    'refuses "%s" with a message naming it',
    (raw) => {
      expect(parseAllowlist(raw)).toMatch(/neither an email address nor an @domain|at least one/);
    },
  );

  it('refuses an empty list', () => {
    expect(parseAllowlist(' , ')).toMatch(/at least one/);
  });

  it.each<[string, boolean]>([
    ['alice@example.org', true],
    ['ALICE@example.ORG', true],
    ['carol@corp.example', true],
    ['carol@sub.corp.example', false],
    ['carol@corp.example.evil', false],
    ['carol@evilcorp.example', false],
    ['alice@example.org.evil', false],
    ['mallory@evil.test', false],
    ['not-an-email', false],
    ['', false],
  ])('%s -> %s', (email, expected) => {
    expect(isAllowed(list('alice@example.org @corp.example'), email)).toBe(expected);
  });
});
