import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, MAX_ANSWER_BYTES, postJson, urlProblem } from './safeFetch.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'ff02::1',
    'not-an-ip',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
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
    const literal = await postJson(
      `http://127.0.0.1:${port}/hook`,
      { a: 1 },
      { allowPrivate: false, timeoutMs: 2_000 },
    );
    expect(literal).toEqual({
      statusCode: null,
      error: expect.stringMatching(/^Refused: 127\.0\.0\.1 resolves to a loopback, private or link-local/),
    });
    const named = await postJson(`http://localhost:${port}/hook`, { a: 1 }, { allowPrivate: false, timeoutMs: 2_000 });
    expect(named.error).toMatch(/^Refused: localhost resolves to a loopback/);
    const mapped = await postJson(
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      { a: 1 },
      { allowPrivate: false, timeoutMs: 2_000 },
    );
    expect(mapped.error).toMatch(/^Refused/);
    expect(received.length).toBe(before);
  });

  it('with private addresses allowed, posts JSON and reports the status; a redirect is not followed', async () => {
    const ok = await postJson(`http://localhost:${port}/hook`, { a: 1 }, { allowPrivate: true, timeoutMs: 2_000 });
    expect(ok).toEqual({ statusCode: 204, error: null });
    expect(received.at(-1)).toEqual({ path: '/hook', body: '{"a":1}' });
    expect(await postJson(`http://127.0.0.1:${port}/fail`, {}, { allowPrivate: true, timeoutMs: 2_000 })).toEqual({
      statusCode: 500,
      error: 'HTTP 500',
    });
    const redirect = await postJson(`http://127.0.0.1:${port}/redirect`, {}, { allowPrivate: true, timeoutMs: 2_000 });
    expect(redirect).toEqual({ statusCode: 302, error: 'HTTP 302: redirects are not followed' });
  });

  it('a closed port is an error, not a throw', async () => {
    const result = await postJson('http://127.0.0.1:1/hook', {}, { allowPrivate: true, timeoutMs: 2_000 });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});

describe('postJson against slow and endless receivers', () => {
  const TRICKLE_MS = 2_000;
  const DEADLINE_MS = 3_000;
  let servers: (http.Server | net.Server)[] = [];
  let bytesSent = 0;

  /** A receiver that takes the request, then sends `text` one byte every 2 s: never idle long enough for a socket timeout. */
  async function trickling(text: string): Promise<string> {
    const server = net.createServer((socket) => {
      let at = 0;
      const timer = setInterval(() => {
        if (at < text.length) socket.write(text[at++]!);
      }, TRICKLE_MS);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
    return listen(server);
  }

  async function listen(server: http.Server | net.Server): Promise<string> {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  }

  afterAll(async () => {
    for (const server of servers) {
      if (server instanceof http.Server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    servers = [];
  });

  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  it('one deadline on the whole exchange: a status line trickled a byte every 2 s ends at the deadline', async () => {
    const url = await trickling('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n');
    const { result, ms } = await timed(() => postJson(url, {}, { allowPrivate: true, timeoutMs: DEADLINE_MS }));
    expect(result).toEqual({ statusCode: null, error: 'No answer within 3 s' });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
  }, 40_000);

  it('a body trickled after the status ends at the deadline too, and the status decides', async () => {
    // The head arrives whole at once, then the body a byte every 2 s.
    const server = http.createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-length': '100' });
      response.flushHeaders();
      const timer = setInterval(() => response.write('x'), TRICKLE_MS);
      response.on('close', () => clearInterval(timer));
    });
    const url = await listen(server);
    const { result, ms } = await timed(() => postJson(url, {}, { allowPrivate: true, timeoutMs: DEADLINE_MS }));
    expect(result).toEqual({ statusCode: 200, error: null });
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
  }, 40_000);

  it('reads at most a capped answer: an endless body is cut off', async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      response.writeHead(500);
      const chunk = Buffer.alloc(16 * 1024, 'y');
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) bytesSent += chunk.length;
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    const url = await listen(server);
    const { result, ms } = await timed(() => postJson(url, {}, { allowPrivate: true, timeoutMs: 30_000 }));
    expect(result).toEqual({ statusCode: 500, error: 'HTTP 500' });
    expect(ms).toBeLessThan(2_000);
    expect(bytesSent).toBeLessThan(MAX_ANSWER_BYTES * 64);
  }, 40_000);

  it('an abort (the server stopping) ends an attempt at once', async () => {
    const url = await trickling('HTTP/1.1 200 OK\r\n\r\n');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { result, ms } = await timed(() =>
      postJson(url, {}, { allowPrivate: true, timeoutMs: 30_000, signal: controller.signal }),
    );
    expect(result).toEqual({ statusCode: null, error: 'Stopped: the server is shutting down' });
    expect(ms).toBeLessThan(1_000);
  }, 40_000);
});
