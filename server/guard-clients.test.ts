import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADDR, recorderProxies } from './testing/guardSetup.ts';

/** The door's guards for clients: TRUST_PROXY's grouping, per-user budgets with sign-in, abandoned requests. */

const setup = recorderProxies();
const { proxyWith } = setup;

describe('TRUST_PROXY and client grouping', () => {
  const wallet = (i: number) => `/api/evm/${ADDR}/verbose?from_block=${1000 + i}`;

  it("ignores X-Forwarded-For without TRUST_PROXY: forged addresses share the peer's budget", async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50 });
    expect((await fetch(`${proxy.url}${wallet(1)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(2)}`, { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(
      429,
    );
  });

  it('believes X-Forwarded-For from a trusted proxy: each client has its own budget', async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50, trustProxy: ['127.0.0.1/32'] });
    expect((await fetch(`${proxy.url}${wallet(3)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(4)}`, { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(
      200,
    );
    expect((await fetch(`${proxy.url}${wallet(5)}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(
      429,
    );
  });

  it('groups IPv6 clients by /64', async () => {
    const proxy = await proxyWith({ cuPerClientPerMinute: 50, trustProxy: 1 });
    expect(
      (await fetch(`${proxy.url}${wallet(6)}`, { headers: { 'x-forwarded-for': '2001:db8:1:2::1' } })).status,
    ).toBe(200);
    expect(
      (await fetch(`${proxy.url}${wallet(7)}`, { headers: { 'x-forwarded-for': '2001:db8:1:2:ffff::9' } })).status,
    ).toBe(429);
    expect(
      (await fetch(`${proxy.url}${wallet(8)}`, { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })).status,
    ).toBe(200);
  });
});

describe('per-user budgets with sign-in on', () => {
  const wallet = (i: number) => `/api/evm/${ADDR}/verbose?from_block=${2000 + i}`;
  const as = (user: string, address: string) => ({
    headers: { 'x-chainboard-user': user, 'x-forwarded-for': address },
  });

  it('a signed-in user has one minute however many addresses it comes from; another user has their own', async () => {
    const proxy = await proxyWith({
      cuPerClientPerMinute: 50,
      trustProxy: ['127.0.0.1/32'],
      auth: { mode: 'proxy', proxyHeader: 'x-chainboard-user' },
    });
    expect((await fetch(`${proxy.url}${wallet(1)}`, as('ana@example.org', '198.51.100.1'))).status).toBe(200);
    const refused = await fetch(`${proxy.url}${wallet(2)}`, as('ana@example.org', '198.51.100.2'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fetch(`${proxy.url}${wallet(3)}`, as('ben@example.org', '198.51.100.3'))).status).toBe(200);
    // The status says what this user may still spend.
    const status = (await (await fetch(`${proxy.url}/api/status`, as('ana@example.org', '198.51.100.9'))).json()) as {
      budget: { clientLeft: number };
    };
    expect(status.budget.clientLeft).toBeLessThan(50);
    expect(setup.recorder().requests.filter((request) => request.url.includes('from_block=2002'))).toEqual([]);
  });
});

describe('abandoned requests', () => {
  /** Writes one request and resets the connection at once: the client has gone before any answer. */
  const sendAndReset = (port: number, path: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, () => {
          socket.resetAndDestroy();
          resolve();
        });
      });
      socket.on('error', () => {});
    });

  it('a request whose client reset its connection right after sending it is not sent upstream', async () => {
    const proxy = await proxyWith();
    for (let i = 0; i < 20; i += 1) await sendAndReset(proxy.port, `/api/evm/${ADDR}?from_block=${3000 + i}`);
    // The same request from a client that stays is sent: the server was not refusing everything.
    expect((await fetch(`${proxy.url}/api/evm/${ADDR}?from_block=3100`)).status).toBe(200);
    expect(setup.recorder().requests.filter((request) => /from_block=30\d\d/.test(request.url))).toEqual([]);
  });
});
