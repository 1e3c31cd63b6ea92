import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from '../testing/harness.ts';
import { startTestNginx, type TestNginx } from '../testing/nginx.ts';

/**
 * deploy/nginx.conf under one client that opens many connections and sends its requests a byte at
 * a time (bounded: a fixed number of sockets, closed at the end): everyone else is still served,
 * and the slow requests are cut off after the header timeout.
 */

const SLOW_CONNECTIONS = 1_200;
const OTHER_REQUESTS = 10;

let recorder: Recorder;
let server: RunningProxy;
let nginx: TestNginx;
const slow: Socket[] = [];
let trickle: NodeJS.Timeout | null = null;

beforeAll(async () => {
  recorder = await startRecorder();
  server = await startProxy(testConfig(recorder.url, { logLevel: 'warn', trustProxy: ['127.0.0.1/32'] }));
  nginx = await startTestNginx([server.port]);
});

afterAll(async () => {
  if (trickle) clearInterval(trickle);
  for (const socket of slow) socket.destroy();
  await nginx?.stop();
  await server?.close();
  await recorder?.close();
});

/** One request from another client address (127.0.0.2): its status, or 0 when the connection failed. */
function otherClientGet(port: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    let head = '';
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('connect', () =>
      socket.write('GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0));
    });
  });
}

describe('one client holding many slow connections', () => {
  it('does not lock out other clients, and its half-sent requests are cut off', async () => {
    const opened = Date.now();
    const closedAt: number[] = [];
    await Promise.all(
      Array.from(
        { length: SLOW_CONNECTIONS },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port: nginx.port, host: '127.0.0.1' });
            slow.push(socket);
            socket.on('connect', () => {
              socket.write('GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n');
              resolve();
            });
            socket.on('error', () => resolve());
            socket.on('close', () => closedAt.push(Date.now()));
          }),
      ),
    );
    // Each slow client sends one more header byte every two seconds, never finishing its request.
    trickle = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write('X');
    }, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const statuses = await Promise.all(Array.from({ length: OTHER_REQUESTS }, () => otherClientGet(nginx.port)));
    expect(statuses).toEqual(Array.from({ length: OTHER_REQUESTS }, () => 200));

    // The header timeout: every slow connection is closed well before nginx's default of 60 s.
    const deadline = opened + 25_000;
    while (closedAt.length < SLOW_CONNECTIONS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(closedAt.length).toBe(SLOW_CONNECTIONS);
  }, 60_000);
});
