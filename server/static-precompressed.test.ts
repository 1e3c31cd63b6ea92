import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './testing/harness.ts';

/** Precompressed assets (vite.config.ts writes .br/.gz at build time; server/static.ts sends them). */

const JS = `export const answer = ${JSON.stringify('x'.repeat(4_000))};\n`;
let recorder: Recorder;
let proxy: RunningProxy;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-precompressed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), JS);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(JS));
  writeFileSync(path.join(dir, 'assets/plain-abc123.js'), JS);
  recorder = await startRecorder();
  proxy = await startProxy(testConfig(recorder.url, { outDir: dir }));
});

afterAll(async () => {
  await proxy.close();
  await recorder.close();
});

const get = (file: string, encoding: string) =>
  fetch(`${proxy.url}/assets/${file}`, { headers: { 'accept-encoding': encoding } });

describe('precompressed assets', () => {
  it('sends the .br file to a browser that accepts brotli, with the type and caching of the original', async () => {
    const response = await get('app-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    // fetch() decodes it: the body is the original file.
    expect(await response.text()).toBe(JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('app-abc123.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const identity = await get('app-abc123.js', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(JS);
    const plain = await get('plain-abc123.js', 'br');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
  });

  it('keeps a missing asset a 404', async () => {
    expect((await get('missing-abc123.js', 'br')).status).toBe(404);
  });
});
