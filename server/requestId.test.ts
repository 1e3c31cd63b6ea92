import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './testing/harness.ts';
import { startTestNginx, type TestNginx } from './testing/nginx.ts';

/** X-Request-Id in and out, on the request's log lines, with the user and the client address; LOG_LEVEL checked. */

let recorder: Recorder;
let proxy: RunningProxy;
let nginx: TestNginx;

beforeAll(async () => {
  recorder = await startRecorder();
  proxy = await startProxy(
    testConfig(recorder.url, {
      auth: { mode: 'proxy', proxyHeader: 'x-user' },
      trustProxy: ['127.0.0.1/32'],
      allowedHosts: ['127.0.0.1'],
    }),
  );
  nginx = await startTestNginx([proxy.port]);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await proxy?.close();
  await recorder?.close();
});

type Line = Record<string, unknown>;
const linesOf = (id: string): Line[] =>
  proxy.logs.lines.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId === id);

describe('X-Request-Id', () => {
  it('is taken from the request, returned, and on the request line with the user and the client', async () => {
    const id = 'f3a9c2d4-trace.01:abc';
    const response = await fetch(`${proxy.url}/api/chain-b/blocks/5`, {
      headers: { 'x-request-id': id, 'x-user': 'alice@example.org', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    const lines = linesOf(id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      url: '/api/chain-b/blocks/5',
      status: 200,
      user: 'alice@example.org',
      client: '203.0.113.9',
    });
  });

  it('replaces a missing, overlong or unsafe id with a new UUID', async () => {
    for (const given of [undefined, 'x'.repeat(129), 'a b', 'id","user":"admin', 'é']) {
      const response = await fetch(`${proxy.url}/livez`, {
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const returned = response.headers.get('x-request-id') ?? '';
      expect(returned, String(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('goes through nginx into the log', async () => {
    const id = 'nginx-path-7f3e';
    const response = await fetch(`${nginx.url}/api/chain-b/blocks/6`, {
      headers: { 'x-request-id': id, 'x-user': 'carol@corp.example' },
    });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(linesOf(id).find((line) => line.msg === 'request')).toMatchObject({
      url: '/api/chain-b/blocks/6',
      client: '127.0.0.1',
    });
  });
});

describe('LOG_LEVEL', () => {
  it("refuses an unknown level with the server's own message", () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      new ConfigError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".'),
    );
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
  });
});
