import { afterAll, beforeAll, expect, it } from 'vitest';
import { logoSrc } from '../../contract/api/logo.ts';
import { DEMO_TOKENS } from '../../standin/catalog.ts';
import { startStandin, type StandinHandle } from '../../standin/index.ts';
import { startProxy, testConfig, TEST_KEY, type RunningProxy } from '../testing/harness.ts';

/**
 * Live mode over loopback, as demo mode and the e2e live server run: the stand-in's token logos
 * (absolute URLs on its own origin) load through /api/logo with no LOGO_ORIGINS entry for them.
 */

let standin: StandinHandle;
let proxy: RunningProxy;

beforeAll(async () => {
  standin = await startStandin({ port: 0, host: '127.0.0.1', apiKey: TEST_KEY, control: false });
  proxy = await startProxy({ ...testConfig('http://unused.invalid'), upstreams: standin.urls });
});

afterAll(async () => {
  await proxy.close();
  await standin.close();
});

it("serves a token logo the stand-in names, from the app's own origin", async () => {
  const price = await fetch(`${proxy.url}/api/evm/erc20/${DEMO_TOKENS.weth.address}/price?chain=eth`).then(
    (response) => response.json() as Promise<{ tokenLogo: string }>,
  );
  expect(new URL(price.tokenLogo).origin).toBe(new URL(standin.urls.evm).origin);
  const logo = await fetch(`${proxy.url}${logoSrc(price.tokenLogo)}`);
  expect(logo.status).toBe(200);
  expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  expect(await logo.text()).toMatch(/^<svg /);
  // The page's own CSP now admits images from this origin only.
  const csp = (await fetch(`${proxy.url}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/img-src 'self';/);
});
