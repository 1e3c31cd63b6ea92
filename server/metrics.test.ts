import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './testing/harness.ts';
import { freePort } from './testing/postgres.ts';
import { PROXY_ROUTES } from '../contract/endpoints/records.ts';

/** Prometheus metrics on their own port: parsed, and counting what a page's calls did. */

let recorder: Recorder;
let proxy: RunningProxy;
let metricsUrl = '';

beforeAll(async () => {
  recorder = await startRecorder();
  const port = await freePort();
  proxy = await startProxy(testConfig(recorder.url, { metricsPort: port }));
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});

afterAll(async () => {
  await proxy?.close();
  await recorder?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format, as Prometheus reads it: `name{label="value",...} number`. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('metrics', () => {
  it("count a page's calls: requests, upstream calls and latency, cache, compute units", async () => {
    const before = await scrape();
    // A page's four calls: a wallet, two blocks, then the wallet again (a cache hit).
    const wallet = `/api/evm/0x${'12'.repeat(20)}?chain=eth`;
    for (const path of [wallet, '/api/chain-b/blocks/11', '/api/chain-b/blocks/12', wallet]) {
      expect((await fetch(`${proxy.url}${path}`)).status).toBe(200);
    }
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('chainboard_http_requests_total', { route: '/api/*', method: 'GET', status: '200' })).toBe(4);
    expect(delta('chainboard_upstream_requests_total', { endpoint: 'block', status: '200' })).toBe(2);
    expect(delta('chainboard_upstream_requests_total', { endpoint: 'wallet', status: '200' })).toBe(1);
    expect(delta('chainboard_upstream_request_duration_seconds_count', { endpoint: 'block' })).toBe(2);
    expect(delta('chainboard_cache_hits_total')).toBe(1);
    expect(delta('chainboard_cache_misses_total')).toBe(3);
    // The wallet page once (the hit spent nothing), at its price.
    expect(delta('chainboard_compute_units_spent_total', { endpoint: 'wallet' })).toBe(
      PROXY_ROUTES.find((route) => route.kind === 'wallet')?.computeUnits,
    );
    expect(valueOf(after, 'chainboard_budget_daily_left')).toBeGreaterThan(0);
  });

  it('name the build, carry the process metrics, and use bounded labels', async () => {
    await fetch(`${proxy.url}/wallet/0x${'ab'.repeat(20)}?x=${Math.random()}`);
    const samples = await scrape();
    expect(samples.find((s) => s.name === 'chainboard_build_info')).toEqual({
      name: 'chainboard_build_info',
      labels: { version: '9.9.9-test', commit: 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe' },
      value: 1,
    });
    expect(samples.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    // A page's URL is never a label: only route patterns.
    expect(
      samples
        .filter((s) => s.name === 'chainboard_http_requests_total')
        .every((s) => !s.labels.route?.includes('0xabab')),
    ).toBe(true);
  });

  it("are not on the app's port, and only GET /metrics on their own", async () => {
    const onApp = await fetch(`${proxy.url}/metrics`);
    expect(await onApp.text()).not.toContain('chainboard_build_info');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });

  it('are off unless METRICS_PORT is set, and listen on loopback by default', () => {
    expect(loadConfig({}).metricsPort).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a whole number/);
  });
});

describe('alert deliveries', () => {
  let server: RunningProxy;
  let receiver: Server;
  let receiverUrl = '';
  let alertsMetricsUrl = '';

  beforeAll(async () => {
    // A receiver that refuses every delivery.
    receiver = createServer((_request, response) => response.writeHead(500).end('no'));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook/secret-token`;
    const port = await freePort();
    server = await startProxy(
      testConfig(recorder.url, {
        metricsPort: port,
        archive: { watchIntervalS: 3_600, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
      }),
    );
    alertsMetricsUrl = `http://127.0.0.1:${port}/metrics`;
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  it('are counted by channel and result, and a failed one is logged without its URL', async () => {
    const created = await fetch(`${server.url}/api/alerts/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'on-call',
        kind: 'new-error',
        scope: { type: 'all' },
        channel: { kind: 'webhook', url: receiverUrl },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await fetch(`${server.url}/api/alerts/rules/${id}/test`, { method: 'POST' })).status).toBe(200);

    const samples = parse(await (await fetch(alertsMetricsUrl)).text());
    expect(valueOf(samples, 'chainboard_alert_delivery_attempts_total', { channel: 'webhook', result: 'failed' })).toBe(
      1,
    );
    const logged = server.logs.lines.filter((line) => line.includes('alert delivery failed'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      alert: { rule: id, channel: 'webhook', attempt: 1, statusCode: 500, final: true },
    });
    expect(logged[0]).not.toContain('secret-token');
  });
});
