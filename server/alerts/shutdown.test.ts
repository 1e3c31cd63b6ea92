import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { openSqlite } from '../archive/sqlite.ts';
import { LogCapture, testConfig } from '../testing/harness.ts';
import { STOPPED_MESSAGE } from './safeFetch.ts';

/** A slow receiver must not hold the server open: closing it ends the deliveries in flight. */

const dir = mkdtempSync(path.join(tmpdir(), 'cb-alerts-shutdown-'));
const receivers: net.Server[] = [];
afterAll(async () => {
  for (const receiver of receivers) await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Takes the POST and answers a byte every 2 s: never idle long enough for a socket timeout. */
async function tricklingReceiver(): Promise<string> {
  const server = net.createServer((socket) => {
    const text = 'HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n';
    let at = 0;
    const timer = setInterval(() => {
      if (at < text.length) socket.write(text[at++]!);
    }, 2_000);
    socket.on('close', () => clearInterval(timer));
    socket.on('error', () => clearInterval(timer));
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

/**
 * A POST on a connection of its own that closes after the answer: an idle kept-alive connection
 * would hold the server's close for its keep-alive time, which is not what this test is about.
 */
function postOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

describe('closing the server during a delivery', () => {
  it('ends a "send test" held by a trickling receiver at once, and the request gets its answer', async () => {
    const receiver = await tricklingReceiver();
    const app = await buildServer(
      testConfig('http://127.0.0.1:9', {
        archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
      }),
      { logStream: new LogCapture(), archive: { db: openSqlite(path.join(dir, 'archive.sqlite')), pageGapMs: 0 } },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/alerts/rules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'slow',
        kind: 'count',
        threshold: 1,
        windowMinutes: 5,
        scope: { type: 'all' },
        channel: { kind: 'webhook', url: receiver },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const testSend = postOnce(`${base}/api/alerts/rules/${id}/test`);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    const answer = await testSend;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'failed', deliveries: [{ error: STOPPED_MESSAGE }] });
  }, 60_000);
});
