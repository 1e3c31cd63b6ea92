import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, postJson, urlProblem } from './safeFetch.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1',
    '64:ff9b::a00:1', 'ff02::1', 'not-an-ip',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('urlProblem', () => {
  it('takes http(s) URLs without credentials', () => {
    expect(urlProblem('https://hooks.example/x')).toBeNull();
    expect(urlProblem('ftp://hooks.example/x')).toMatch(/https/);
    expect(urlProblem('https://user:pw@hooks.example/x')).toMatch(/user name or password/);
    expect(urlProblem('hooks.example/x')).toMatch(/not a URL/);
  });
});

describe('postJson', () => {
  let server: http.Server;
  let port: number;
  const received: { path: string; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body });
        if (request.url === '/redirect') return response.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
        response.writeHead(request.url === '/fail' ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback by literal address and by a name that resolves to it, sending nothing', async () => {
    const before = received.length;
    const literal = await postJson(`http://127.0.0.1:${port}/hook`, { a: 1 }, { allowPrivate: false, timeoutMs: 2_000 });
    expect(literal).toEqual({ statusCode: null, error: expect.stringMatching(/^Refused: 127\.0\.0\.1 resolves to a loopback, private or link-local/) });
    const named = await postJson(`http://localhost:${port}/hook`, { a: 1 }, { allowPrivate: false, timeoutMs: 2_000 });
    expect(named.error).toMatch(/^Refused: localhost resolves to a loopback/);
    const mapped = await postJson(`http://[::ffff:127.0.0.1]:${port}/hook`, { a: 1 }, { allowPrivate: false, timeoutMs: 2_000 });
    expect(mapped.error).toMatch(/^Refused/);
    expect(received.length).toBe(before);
  });

  it('with private addresses allowed, posts JSON and reports the status; a redirect is not followed', async () => {
    const ok = await postJson(`http://localhost:${port}/hook`, { a: 1 }, { allowPrivate: true, timeoutMs: 2_000 });
    expect(ok).toEqual({ statusCode: 204, error: null });
    expect(received.at(-1)).toEqual({ path: '/hook', body: '{"a":1}' });
    expect(await postJson(`http://127.0.0.1:${port}/fail`, {}, { allowPrivate: true, timeoutMs: 2_000 })).toEqual({ statusCode: 500, error: 'HTTP 500' });
    const redirect = await postJson(`http://127.0.0.1:${port}/redirect`, {}, { allowPrivate: true, timeoutMs: 2_000 });
    expect(redirect).toEqual({ statusCode: 302, error: 'HTTP 302: redirects are not followed' });
  });

  it('a closed port is an error, not a throw', async () => {
    const result = await postJson('http://127.0.0.1:1/hook', {}, { allowPrivate: true, timeoutMs: 2_000 });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
