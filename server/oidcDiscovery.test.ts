import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { LogCapture, startRecorder, testConfig } from './testing/harness.ts';
import { startTestProvider } from './testing/oidcProvider.ts';
import { freePort, oidcSettings } from './testing/signInSuite.ts';

/** AUTH=oidc: not ready until OIDC_ISSUER answers discovery, which is tried at start and again until it does. */

async function readyz(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`);
  return { status: response.status, body: (await response.json()) as { missing?: Record<string, string> } };
}

describe('OIDC_ISSUER at start', () => {
  it('keeps the instance not ready, saying why, until the issuer answers', async () => {
    const recorder = await startRecorder();
    const issuerPort = await freePort();
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const logs = new LogCapture();
    const auth = oidcSettings(`http://127.0.0.1:${issuerPort}`, publicUrl);
    const app = await buildServer(testConfig(recorder.url, { auth }), { logStream: logs });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    let provider: Awaited<ReturnType<typeof startTestProvider>> | null = null;
    try {
      const deadline = Date.now() + 10_000;
      while (!logs.lines.some((line) => line.includes('did not answer discovery'))) {
        if (Date.now() > deadline) throw new Error('no log line about the discovery');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const before = await readyz(port);
      expect(before.status).toBe(503);
      expect(before.body.missing).toEqual({
        oidc: 'the OpenID Connect issuer (OIDC_ISSUER) has not answered discovery',
      });
      provider = await startTestProvider(`${publicUrl}/api/auth/callback`, issuerPort);
      const readyBy = Date.now() + 15_000;
      while ((await readyz(port)).status !== 200) {
        if (Date.now() > readyBy) throw new Error(`never ready: ${logs.lines.slice(-3).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(logs.lines.some((line) => line.includes('answered discovery'))).toBe(true);
    } finally {
      await app.close();
      await provider?.close();
      await recorder.close();
    }
  }, 40_000);
});
