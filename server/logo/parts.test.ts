import { describe, expect, it } from 'vitest';
import { ConfigError, parseLogoOrigins } from '../config.ts';
import { logoTypeOf, sniffLogoType } from './image.ts';
import { checkLogoUrl, DEFAULT_LOGO_ORIGINS, logoAllowlist } from './origins.ts';
import { isPublicAddress, publicOnlyLookup } from './publicAddress.ts';
import { JPEG_BYTES, PNG_BYTES, SVG_TEXT } from './testing.ts';

/** The logo route's parts: LOGO_ORIGINS, the URL check, the image check, the address check. */

describe('LOGO_ORIGINS', () => {
  it('defaults to the hosted service\'s logo CDN; "none" turns logos off', () => {
    expect(parseLogoOrigins(undefined)).toEqual(DEFAULT_LOGO_ORIGINS);
    expect(parseLogoOrigins('  ')).toEqual(DEFAULT_LOGO_ORIGINS);
    expect(parseLogoOrigins('none')).toEqual([]);
  });

  it('reads a list of origins, normalised', () => {
    expect(parseLogoOrigins('https://CDN.Example.com/, http://10.0.0.5:8080,https://x.example:443')).toEqual([
      'https://cdn.example.com',
      'http://10.0.0.5:8080',
      'https://x.example',
    ]);
  });

  it.each([
    'cdn.example.com',
    'https://cdn.example.com/logos',
    'https://u:p@cdn.example.com',
    'ftp://cdn.example.com',
    'https://cdn.example.com/?a=1',
    '*',
  ])('stops the start on %s', (entry) => {
    expect(() => parseLogoOrigins(entry)).toThrow(ConfigError);
  });

  it("adds the stand-in's own origin only when the data upstream is a loopback http stand-in", () => {
    expect([...logoAllowlist(['https://cdn.example'], 'http://127.0.0.1:4000/evm', new Set()).origins]).toEqual([
      'https://cdn.example',
      'http://127.0.0.1:4000',
    ]);
    expect([...logoAllowlist(['https://cdn.example'], 'https://data.example/evm', new Set()).origins]).toEqual([
      'https://cdn.example',
    ]);
    expect([...logoAllowlist([], 'http://10.0.0.9:4000/evm', new Set()).origins]).toEqual([]);
  });
});

describe('checkLogoUrl', () => {
  const allowed = logoAllowlist(['https://cdn.example'], 'https://data.example/evm', new Set());
  it.each([
    ['https://cdn.example/eth/0x1.png', true],
    ['HTTPS://CDN.EXAMPLE:443/eth/0x1.png#frag', true],
    ['https://cdn.example:8443/eth/0x1.png', false],
    ['http://cdn.example/eth/0x1.png', false],
    ['https://cdn.example.evil.example/x.png', false],
    ['https://cdn.example@evil.example/x.png', false],
    ['https://evil.example\\@cdn.example/x.png', false],
    ['https://evil.example#@cdn.example/x.png', false],
    ['https://evil.example?@cdn.example/x.png', false],
    ['https://cdn.example%2eevil.example/x.png', false],
  ])('%s allowed: %s', (raw, ok) => {
    const check = checkLogoUrl(raw, allowed);
    expect(check.ok).toBe(ok);
    if (check.ok) expect(check.url.hash).toBe('');
  });
});

describe('the image check', () => {
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
  const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif')]);
  const ico = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
  it.each([
    ['png', PNG_BYTES, 'image/png'],
    ['jpeg', JPEG_BYTES, 'image/jpeg'],
    ['gif', gif, 'image/gif'],
    ['webp', webp, 'image/webp'],
    ['avif', avif, 'image/avif'],
    ['ico', ico, 'image/x-icon'],
    ['svg', Buffer.from(SVG_TEXT), 'image/svg+xml'],
    ['svg with BOM and comment', Buffer.from(`\uFEFF<!-- logo -->\n<svg viewBox="0 0 1 1"/>`), 'image/svg+xml'],
    ['html', Buffer.from('<!doctype html><svg>'), null],
    ['svg with an entity subset', Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'), null],
    ['zero-image ico', Buffer.from([0, 0, 1, 0, 0, 0]), null],
    ['empty', Buffer.alloc(0), null],
    ['json', Buffer.from('{"message":"no"}'), null],
  ])('%s -> %s', (_name, bytes, type) => {
    expect(sniffLogoType(bytes)).toBe(type);
  });

  it('needs an image content type and bytes that agree on SVG', () => {
    expect(logoTypeOf('image/png', JPEG_BYTES)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(logoTypeOf('image/vnd.microsoft.icon', Buffer.from([0, 0, 1, 0, 1, 0]))).toEqual({
      ok: true,
      type: 'image/x-icon',
    });
    expect(logoTypeOf('text/html', PNG_BYTES).ok).toBe(false);
    expect(logoTypeOf(undefined, PNG_BYTES).ok).toBe(false);
    expect(logoTypeOf('image/png', Buffer.from(SVG_TEXT)).ok).toBe(false);
    expect(logoTypeOf('image/svg+xml', PNG_BYTES).ok).toBe(false);
  });
});

describe('the public-address lookup', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12::1', false],
    ['::ffff:10.0.0.1', false],
    ['224.0.0.1', false],
    ['not-an-address', false],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  const lookupOf = (addresses: { address: string; family: number }[], options: { all?: boolean; family?: number }) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      publicOnlyLookup(async () => addresses)(
        'logos.test',
        options as never,
        ((error: Error | null, result: unknown) => resolve({ error, result })) as never,
      );
    });

  it('answers as net.connect asks (one address or all), only with public ones', async () => {
    const both = [
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ];
    expect(await lookupOf(both, { all: true })).toEqual({ error: null, result: both });
    expect(await lookupOf(both, { family: 6 })).toEqual({ error: null, result: '2606:4700::1111' });
    expect((await lookupOf([...both, { address: '10.0.0.1', family: 4 }], { all: true })).error?.name).toBe(
      'NotPublicError',
    );
    expect((await lookupOf([], {})).error).toBeInstanceOf(Error);
  });
});
