import { describe, expect, it } from 'vitest';
import { setupProxySuite } from './testing/suite.ts';

/**
 * Bad input in deep links: a path longer than any built file's (a pasted 10 KB
 * "address") gets the app, which names the mistake, never the static lookup's 403.
 */

const env = setupProxySuite();

describe('deep links far too long for a file', () => {
  it.each([1_025, 5_000, 10_240])('a %i-character page path answers the app', async (length) => {
    const response = await fetch(`${env.proxy.url}/wallet/${'a'.repeat(length)}?chain=eth`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('<div id="root">');
  });

  it('leaves long /api and /assets paths to their own answers', async () => {
    expect((await fetch(`${env.proxy.url}/api/evm/${'a'.repeat(5_000)}`)).headers.get('content-type')).toContain(
      'application/json',
    );
    expect((await fetch(`${env.proxy.url}/assets/${'a'.repeat(5_000)}.js`)).status).not.toBe(200);
  });
});
