import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rawRequest,
  startProxy,
  startRecorder,
  testConfig,
  type RawResponse,
  type Recorder,
  type RunningProxy,
} from '../testing/harness.ts';
import { startTestNginx, type TestNginx } from '../testing/nginx.ts';
import { TEST_SESSION_SECRET, oidcSettings } from '../testing/signInSuite.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Signed out, no spelling of a protected path reaches its route: percent-escapes of any byte,
 * case, dot segments, doubled slashes, matrix parameters; directly and through deploy/nginx.conf
 * (which passes the path on as the client wrote it). Every answer is the sign-in 401, a 400
 * refusal, or the app's HTML page (a path the router does not know as an API route).
 */

const TARGETS: [method: string, path: string, query: string][] = [
  ['GET', '/api/archive/failures', ''],
  ['GET', '/api/archive/summary', '?window=1h'],
  ['GET', '/api/archive/failures.csv', ''],
  ['GET', '/api/alerts/rules', ''],
  ['POST', '/api/alerts/rules', ''],
  ['GET', '/api/alerts/events', ''],
  ['GET', '/api/chain-b/blocks/1', ''],
  ['POST', '/api/rpc/eth', ''],
];

const escape = (char: string, upper: boolean) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** Every other way to write `path` that a router or a proxy might take for it. */
function spellings(path: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < path.length; i += 1) {
    if (path[i] === '/') continue;
    for (const upper of [false, true]) out.add(path.slice(0, i) + escape(path[i]!, upper) + path.slice(i + 1));
  }
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  out.add(`/${[...first].map((c) => escape(c, false)).join('')}/${tail}`);
  out.add(`/${first.toUpperCase()}/${tail}`);
  out.add(`/${first[0]!.toUpperCase()}${first.slice(1)}/${tail}`);
  out.add(`/${first}/${tail.toUpperCase()}`);
  for (const prefix of ['/.', '/x/..', '/%2e', '/x/%2e%2e', '/%2E']) out.add(`${prefix}${path}`);
  out.add(`/${first}/./${tail}`);
  out.add(`/${first}/x/../${tail}`);
  out.add(`/${first}/%2e/${tail}`);
  out.add(`/${first}//${tail}`);
  out.add(`/${first}%2f${tail}`);
  out.add(`/${first};x/${tail}`);
  out.add(`${path}/`);
  out.add(`${path};x`);
  out.add(`${path}%3f`);
  out.add(`${path}%23`);
  out.add(`/${first}\\${tail}`);
  return [...out];
}

/** Bodies the routes accept, so that a route reached would act (store the rule, spend units). */
const RULE_BODY = {
  name: 'to a stranger',
  kind: 'new-error',
  scope: { type: 'all' },
  channel: { kind: 'webhook', url: 'https://stranger.example/hook' },
};
const RPC_BODY = {
  jsonrpc: '2.0',
  id: 1,
  method: 'eth_getTokenPrice',
  params: [{ address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' }],
};

function raw(method: string, target: string, path = target): string {
  const body = method === 'POST' ? JSON.stringify(path.includes('rpc') ? RPC_BODY : RULE_BODY) : '';
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The route was not reached: the sign-in refusal, a 400 (the server's or nginx's), the static files'
 * 403 for a path outside them, a 404 (no route
 * by that name: signed out, the API's own 404s come after the sign-in check), or the app's page.
 */
function notReached(answer: RawResponse): boolean {
  if (answer.status === 401) return answer.body.includes('Sign in to use this Chainboard.');
  if (answer.status === 400 || answer.status === 403 || answer.status === 404) return true;
  return answer.status === 200 && /content-type: text\/html/i.test(answer.headers);
}

let recorder: Recorder;
let server: RunningProxy;
let nginx: TestNginx;

beforeAll(async () => {
  recorder = await startRecorder();
  // The archive and the alerts on, so that a route reached would answer with data or store a rule.
  server = await startProxy(
    testConfig(recorder.url, {
      auth: oidcSettings('http://127.0.0.1:9', 'http://127.0.0.1:8080'),
      archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
      trustProxy: ['127.0.0.1/32'],
    }),
  );
  nginx = await startTestNginx([server.port]);
});

afterAll(async () => {
  await nginx?.stop();
  await server?.close();
  await recorder?.close();
});

describe('signed out, every spelling of a protected path', () => {
  it.each(TARGETS)('%s %s is refused directly', async (method, path, query) => {
    const failures: string[] = [];
    for (const spelling of spellings(path)) {
      const answer = await rawRequest(server.port, raw(method, spelling + query, path));
      if (!notReached(answer)) failures.push(`${spelling} -> ${answer.status} ${answer.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(TARGETS)('%s %s is refused through nginx', async (method, path, query) => {
    const failures: string[] = [];
    // The spellings of the first segment: the ones a string-prefix check misses.
    for (const spelling of spellings(path).filter((s) => !s.startsWith('/api/'))) {
      const answer = await rawRequest(nginx.port, raw(method, spelling + query, path));
      if (!notReached(answer)) failures.push(`${spelling} -> ${answer.status} ${answer.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('stores no alert rule', async () => {
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(
      sign(
        Buffer.from(
          JSON.stringify({
            sid: 'spellings-test',
            email: 'alice@example.org',
            name: null,
            iat: Math.floor(Date.now() / 1000),
            exp: Math.floor(Date.now() / 1000) + 600,
          }),
        ).toString('base64url'),
        TEST_SESSION_SECRET,
      ),
    )}`;
    const rules = await server.app.inject({ url: '/api/alerts/rules', headers: { cookie, host: '127.0.0.1' } });
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toMatchObject({ rules: [] });
  });
});
