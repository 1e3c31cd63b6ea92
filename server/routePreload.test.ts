import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFromFileName, routePattern, routePreloadsFromManifest, withRoutePreloads } from './routePreload.ts';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './testing/harness.ts';

/** A manifest shaped like the one `vite build` writes for this app (see vite.config.ts). */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-AAAA1111.js',
    isEntry: true,
    imports: ['_shared-EEEE5555.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component---loader'],
  },
  '_shared-EEEE5555.js': { file: 'assets/shared-EEEE5555.js' },
  '_Timestamp-BBBB2222.js': { file: 'assets/Timestamp-BBBB2222.js', imports: ['index.html'] },
  '_DataTable-CCCC3333.js': { file: 'assets/DataTable-CCCC3333.js', imports: ['index.html', '_Timestamp-BBBB2222.js'] },
  'src/routes/index.tsx?tsr-split=component---loader': {
    file: 'assets/routes-DDDD4444.js',
    imports: ['index.html', '_Timestamp-BBBB2222.js'],
    isDynamicEntry: true,
  },
  'src/routes/wallet.$address.tsx?tsr-split=component---loader': {
    file: 'assets/wallet._address-FFFF6666.js',
    imports: ['_DataTable-CCCC3333.js', 'index.html', '_shared-EEEE5555.js'],
    isDynamicEntry: true,
  },
  'src/routes/chain-b.coins.tsx?tsr-split=component---loader': {
    file: 'assets/chain-b.coins-GGGG7777.js',
    imports: ['index.html'],
    isDynamicEntry: true,
  },
  'src/routes/chain-b.blocks.$height.tsx?tsr-split=component---loader': {
    file: 'assets/chain-b.blocks._height-HHHH8888.js',
    imports: ['index.html'],
    isDynamicEntry: true,
  },
  'src/routes/__root.tsx?tsr-split=errorComponent': {
    file: 'assets/root-error-IIII9999.js',
    imports: ['index.html'],
    isDynamicEntry: true,
  },
};

describe('route names from the router file names', () => {
  it.each([
    ['index', '/'],
    ['tokens', '/tokens'],
    ['wallet.$address', '/wallet/$address'],
    ['chain-b.blocks.$height', '/chain-b/blocks/$height'],
    ['settings.index', '/settings'],
    ['_layout.inner', '/inner'],
    ['(group).about', '/about'],
  ])('%s is %s', (file, route) => expect(routeFromFileName(file)).toBe(route));

  it('the root layout and ignored files are not pages', () => {
    expect(routeFromFileName('__root')).toBeNull();
    expect(routeFromFileName('-helpers')).toBeNull();
  });

  it('a pattern matches its own paths only', () => {
    const wallet = routePattern('/wallet/$address');
    expect(wallet.test('/wallet/0xabc')).toBe(true);
    expect(wallet.test('/wallet/0xabc/')).toBe(true);
    expect(wallet.test('/wallet')).toBe(false);
    expect(wallet.test('/wallet/0xabc/more')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/tokens')).toBe(false);
    expect(routePattern('/chain-b/coins').test('/chain-bxcoins')).toBe(false);
  });
});

describe('preloads from the manifest', () => {
  const preloads = routePreloadsFromManifest(MANIFEST);
  const hrefs = (pathname: string) => preloads.find((p) => p.pattern.test(pathname))?.hrefs;

  it('names the page chunk first, then what it imports, never what index.html already loads', () => {
    expect(hrefs('/wallet/0xad060b01839d366c649586f34a51d70f511701ea')).toEqual([
      '/assets/wallet._address-FFFF6666.js',
      '/assets/DataTable-CCCC3333.js',
      '/assets/Timestamp-BBBB2222.js',
    ]);
    expect(hrefs('/')).toEqual(['/assets/routes-DDDD4444.js', '/assets/Timestamp-BBBB2222.js']);
    expect(hrefs('/chain-b/blocks/250000000')).toEqual(['/assets/chain-b.blocks._height-HHHH8888.js']);
    expect(hrefs('/chain-b/coins')).toEqual(['/assets/chain-b.coins-GGGG7777.js']);
  });

  it('adds nothing for a path no route has, nor for the root layout', () => {
    expect(hrefs('/no/such/page')).toBeUndefined();
    expect(preloads.some((p) => p.hrefs.some((h) => h.includes('root-error')))).toBe(false);
  });

  it('inserts the links before </head> and leaves other pages unchanged', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withRoutePreloads(html, preloads, '/chain-b/coins')).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/chain-b.coins-GGGG7777.js"></head><body></body></html>',
    );
    expect(withRoutePreloads(html, preloads, '/no/such/page')).toBe(html);
    expect(withRoutePreloads(html, [], '/chain-b/coins')).toBe(html);
  });
});

describe('the server preloads the page chunk of a deep link', () => {
  let recorder: Recorder;
  let proxy: RunningProxy;
  const INDEX =
    '<!doctype html><html><head><script type="module" src="/assets/index-AAAA1111.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-preload-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    recorder = await startRecorder();
    proxy = await startProxy(testConfig(recorder.url, { outDir: dir }));
  });

  afterAll(async () => {
    await proxy.close();
    await recorder.close();
  });

  it('links the wallet chunk for a wallet deep link (query string ignored)', async () => {
    const html = await (await fetch(`${proxy.url}/wallet/0xad060b01839d366c649586f34a51d70f511701ea?chain=eth`)).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/wallet._address-FFFF6666.js">');
    expect(html).not.toContain('routes-DDDD4444');
  });

  it('links the home chunk for /, and nothing for an unknown path', async () => {
    expect(await (await fetch(`${proxy.url}/`)).text()).toContain('href="/assets/routes-DDDD4444.js"');
    // An unknown path still draws the shell, which asks for /api/status (server/apiPreload.ts).
    const unknown = await (await fetch(`${proxy.url}/no/such/page`)).text();
    expect(unknown).not.toContain('modulepreload');
    expect(unknown).toBe(
      INDEX.replace('</head>', '<link rel="preload" as="fetch" crossorigin href="/api/status"></head>'),
    );
  });

  it('does not serve the manifest itself', async () => {
    const response = await fetch(`${proxy.url}/.vite/manifest.json`);
    expect(await response.text()).not.toContain('wallet._address');
  });
});
