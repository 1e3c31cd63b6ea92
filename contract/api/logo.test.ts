import { describe, expect, it } from 'vitest';
import { LOGO_PATH, logoSrc } from './logo';

describe('logoSrc', () => {
  it.each([
    ['https://cdn.example.com/eth/0xabc.png', '/api/logo?url=https%3A%2F%2Fcdn.example.com%2Feth%2F0xabc.png'],
    // The whole URL is one encoded value: its own query and fragment cannot become ours.
    [
      'https://cdn.example.com/a.png?x=1&url=https://evil.example#f',
      '/api/logo?url=https%3A%2F%2Fcdn.example.com%2Fa.png%3Fx%3D1%26url%3Dhttps%3A%2F%2Fevil.example%23f',
    ],
    [
      'http://127.0.0.1:9000/evm/logos/weth.svg',
      '/api/logo?url=http%3A%2F%2F127.0.0.1%3A9000%2Fevm%2Flogos%2Fweth.svg',
    ],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/x.png', null],
    ['/api/status', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (input, expected) => {
    expect(logoSrc(input)).toBe(expected);
  });

  it("always points at this server's own path", () => {
    expect(logoSrc('https://x.example/a.png')!.startsWith(`${LOGO_PATH}?url=`)).toBe(true);
  });
});
