import type { FastifyInstance } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../app.ts';
import { parseAllowlist, type Allowlist } from '../auth/allowlist.ts';
import type { AuthSettings } from '../auth/authConfig.ts';
import { LogCapture, startRecorder, testConfig, type Recorder } from './harness.ts';
import { startTestProvider, type TestProvider } from './oidcProvider.ts';
import { TEST_ALLOWED, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_SESSION_SECRET } from './oidcTestClient.ts';

export { TEST_SESSION_SECRET };

/**
 * The real server with AUTH=oidc in front of a recording upstream, and the tests' OpenID Connect
 * provider, both on loopback; started once per test file.
 */

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface SignInSuite {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly provider: TestProvider;
  readonly recorder: Recorder;
  readonly logs: LogCapture;
}

export function oidcSettings(
  issuer: string,
  publicUrl: string,
  sessionSecret = TEST_SESSION_SECRET,
  allowed = TEST_ALLOWED,
): AuthSettings {
  return {
    mode: 'oidc',
    issuer: new URL(issuer),
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    allowed: parseAllowlist(allowed) as Allowlist,
    publicUrl: new URL(publicUrl),
    sessionSecret,
    allowUnverifiedEmail: false,
  };
}

export function setupSignInSuite(): SignInSuite {
  let running: SignInSuite | null = null;
  const get = () => {
    if (!running) throw new Error('setupSignInSuite: read before beforeAll ran');
    return running;
  };

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const provider = await startTestProvider(`${url}/api/auth/callback`);
    const recorder = await startRecorder();
    const logs = new LogCapture();
    const app = await buildServer(testConfig(recorder.url, { auth: oidcSettings(provider.issuer, url) }), {
      logStream: logs,
    });
    await app.listen({ port, host: '127.0.0.1' });
    running = { url, app, provider, recorder, logs };
  });

  afterAll(async () => {
    await running?.app.close();
    await running?.provider.close();
    await running?.recorder.close();
  });

  return {
    get url() {
      return get().url;
    },
    get app() {
      return get().app;
    },
    get provider() {
      return get().provider;
    },
    get recorder() {
      return get().recorder;
    },
    get logs() {
      return get().logs;
    },
  };
}
