import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/schemas/common';
import {
  failedDeliveryLogsPage,
  type FailedDeliveryLog,
  type FailedDeliveryLogsPage,
} from '../../contract/schemas/streams';
import { DEMO_STREAMS, E2E_NOW } from '../catalog';
import { headAt } from '../chainB/heights';
import { HISTORY_MS, STREAMS } from './config';
import { retriesAt } from './logs';
import streamsPlugin from './plugin';

const START = Date.parse(E2E_NOW);
let now = START;
let app: FastifyInstance;

async function mount(): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(streamsPlugin, { prefix: '/streams', ctx: { apiKey: 'test', clock: { now: () => now } } });
  return instance;
}

beforeAll(async () => {
  app = await mount();
});
afterAll(async () => {
  await app.close();
});

async function page(limit: number, cursor?: string | null): Promise<FailedDeliveryLogsPage> {
  const response = await app.inject(
    `/streams/history/logs?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return failedDeliveryLogsPage.parse(response.json());
}

async function walk(limit: number): Promise<{ logs: FailedDeliveryLog[]; total: number; pages: number }> {
  const logs: FailedDeliveryLog[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const next = await page(limit, cursor);
    expect(next.result.length).toBeLessThanOrEqual(limit);
    if (next.cursor !== null) expect(next.result.length).toBe(limit);
    logs.push(...next.result);
    total = next.total;
    cursor = next.cursor;
    pages += 1;
  } while (cursor !== null);
  return { logs, total, pages };
}

describe('GET /history/logs: a full walk at the end-to-end clock', () => {
  let logs: FailedDeliveryLog[] = [];
  let total = 0;
  beforeAll(async () => {
    ({ logs, total } = await walk(100));
  });

  it('holds at least 10,000 failures of the last 7 days, each once, newest first', () => {
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(logs.length).toBe(total);
    expect(new Set(logs.map((log) => log.id)).size).toBe(logs.length);
    const times = logs.map((log) => Date.parse(log.createdAt));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeLessThanOrEqual(times[i - 1] ?? 0);
    expect(times[0]).toBeLessThanOrEqual(now);
    expect(times.at(-1)).toBeGreaterThan(now - HISTORY_MS);
    // The window is filled to both ends.
    expect(now - (times[0] ?? 0)).toBeLessThan(10 * 60_000);
    expect((times.at(-1) ?? 0) - (now - HISTORY_MS)).toBeLessThan(10 * 60_000);
  });

  it('gives every field its real-service form', () => {
    const byId = new Map(STREAMS.map((stream) => [stream.id, stream]));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    // Collect offenders instead of 23,000 x 10 expect() calls: same check, a tenth of the time.
    const wrong = logs.filter((log) => {
      const stream = byId.get(log.streamId);
      return (
        !stream ||
        !uuid.test(log.id) ||
        (log.deliveryStatus !== 'failed' && log.deliveryStatus !== 'success') ||
        log.tag !== stream.tag ||
        log.webhookUrl !== stream.webhookUrl ||
        log.type !== stream.type ||
        !stream.chains.includes(log.chain) ||
        !iso.test(log.createdAt) ||
        // A failure stops being retried once a retry delivers it.
        log.retries !==
          (log.deliveryStatus === 'success'
            ? Math.min(log.retries, retriesAt(Date.parse(log.createdAt), now))
            : retriesAt(Date.parse(log.createdAt), now)) ||
        (log.deliveryStatus === 'success' && (log.retries < 1 || log.retries > 3)) ||
        !Number.isSafeInteger(log.blockNumber)
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(new Set(logs.map((log) => log.streamId))).toEqual(new Set(DEMO_STREAMS.map((stream) => stream.id)));
  });

  it('lists some failures later delivered as "success", counted in total like every log', () => {
    const delivered = logs.filter((log) => log.deliveryStatus === 'success');
    // About one in twelve failures is delivered by its first, second or third retry.
    expect(delivered.length / logs.length).toBeGreaterThan(0.05);
    expect(delivered.length / logs.length).toBeLessThan(0.1);
    expect(new Set(delivered.map((log) => log.retries))).toEqual(new Set([1, 2, 3]));
    // A failure younger than its first retry cannot have been delivered yet.
    for (const log of delivered) expect(now - Date.parse(log.createdAt)).toBeGreaterThanOrEqual(60_000);
  });

  it('counts retries by the schedule: 0 at first, 7 after about 45 hours', () => {
    expect(retriesAt(0, 59_999)).toBe(0);
    expect(retriesAt(0, 60_000)).toBe(1);
    expect(retriesAt(0, 11 * 60_000)).toBe(2);
    expect(retriesAt(0, (45 * 60 + 11) * 60_000)).toBe(7);
    expect(retriesAt(0, HISTORY_MS)).toBe(7);
    const retries = new Set(logs.map((log) => log.retries));
    for (let n = 0; n <= 7; n += 1) expect(retries.has(n), `retries ${n}`).toBe(true);
  });

  it('reports blocks of the right chain at the right time', () => {
    for (const log of logs.filter((entry) => entry.type === 'aptos').slice(0, 200)) {
      const head = headAt(Date.parse(log.createdAt));
      expect(log.blockNumber).toBeLessThanOrEqual(head);
      expect(log.blockNumber).toBeGreaterThan(head - 200);
    }
    const eth = logs.filter((log) => log.type === 'evm' && log.chain === '0x1');
    expect(eth.length).toBeGreaterThan(0);
    for (let i = 1; i < eth.length; i += 1)
      expect(eth[i]?.blockNumber).toBeLessThanOrEqual((eth[i - 1]?.blockNumber ?? 0) + 3);
  });

  it("uses realistic errors, and DNS errors name the stream's own host", () => {
    const messages = new Set(logs.map((log) => log.errorMessage));
    for (const message of [
      'Request failed with status code 500',
      'timeout of 10000ms exceeded',
      'socket hang up',
      'getaddrinfo ENOTFOUND hooks.example-shop.io',
    ]) {
      expect(messages.has(message), message).toBe(true);
    }
    for (const log of logs.filter((entry) => entry.errorMessage.startsWith('getaddrinfo'))) {
      expect(log.errorMessage).toBe(`getaddrinfo ENOTFOUND ${new URL(log.webhookUrl).hostname}`);
    }
  });

  it('is bursty: an outage of one webhook stands out from its normal rate', () => {
    const perHour = new Map<string, number>();
    for (const log of logs) {
      const key = `${log.streamId}/${Math.floor(Date.parse(log.createdAt) / 3_600_000)}`;
      perHour.set(key, (perHour.get(key) ?? 0) + 1);
    }
    const counts = [...perHour.values()].sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    expect(counts.at(-1)).toBeGreaterThan(10 * median);
  });

  it('pages the same sequence at another page size', async () => {
    const other = await walk(73);
    expect(other.logs.map((log) => log.id)).toEqual(logs.map((log) => log.id));
  });
});

describe('GET /history/logs as the clock moves', () => {
  it('shows new failures at the top and drops those older than a week', async () => {
    const before = await page(100);
    now = START + 3 * 3_600_000;
    try {
      const after = await page(100);
      expect(Date.parse(after.result[0]?.createdAt ?? '')).toBeGreaterThan(START);
      const oldest = now - HISTORY_MS;
      const last = await walk(100);
      expect(last.logs.every((log) => Date.parse(log.createdAt) > oldest)).toBe(true);
      expect(last.logs.some((log) => log.id === before.result[0]?.id)).toBe(true);
      expect(after.total).not.toBe(before.total);
    } finally {
      now = START;
    }
  });

  it('keeps a cursor valid and gap-free while new failures arrive', async () => {
    const first = await page(50);
    const second = await page(50, first.cursor);
    now = START + 20 * 60_000;
    try {
      const secondLater = await page(50, first.cursor);
      expect(secondLater.result.map((log) => log.id)).toEqual(second.result.map((log) => log.id));
    } finally {
      now = START;
    }
  });

  it('answers the same bytes from two instances at the same clock', async () => {
    const other = await mount();
    try {
      const first = await app.inject('/streams/history/logs?limit=100');
      expect((await other.inject('/streams/history/logs?limit=100')).body).toBe(first.body);
      const cursor = encodeURIComponent(first.json<{ cursor: string }>().cursor);
      expect((await other.inject(`/streams/history/logs?limit=100&cursor=${cursor}`)).body).toBe(
        (await app.inject(`/streams/history/logs?limit=100&cursor=${cursor}`)).body,
      );
    } finally {
      await other.close();
    }
  });
});

describe('GET /history/logs errors', () => {
  it.each(['', 'limit=', 'limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'limit=-3', 'limit=10&limit=20'])(
    'rejects "%s" with 400 {message}',
    async (query) => {
      const response = await app.inject(`/streams/history/logs?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorBody.parse(response.json()).message).toMatch(/limit/);
    },
  );

  it('rejects a tampered or made-up cursor with 400', async () => {
    const { cursor } = await page(5);
    expect(cursor).not.toBeNull();
    const [payload = '', signature = ''] = (cursor ?? '').split('.');
    const forged = Buffer.from(JSON.stringify({ v: 1, t: START, s: 0, k: 0 })).toString('base64url');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${forged}.${signature}`, `${payload}.${flipped}`, 'abc', `${cursor}.x`, payload]) {
      const response = await app.inject(`/streams/history/logs?limit=5&cursor=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid cursor' });
    }
  });
});
