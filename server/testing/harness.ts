import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import type { ResponseCache } from '../proxy/cache.ts';

/** Test helpers for the server suites: a recording upstream, a proxy in front of it, raw HTTP. */

export const TEST_KEY = 'cbk_test_3e9b1f7a2c5d8e40_never_in_output';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Bytes for encoded bodies (content-encoding tests). */
  body?: string | Buffer;
  /** Send the headers and this many bytes of the body, then drop the connection. */
  cutAfter?: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export interface Recorder {
  url: string;
  requests: RecordedRequest[];
  /** Decides each answer; default 200 {"ok":true,"path":...}. */
  respond: (request: RecordedRequest) => Reply | Promise<Reply>;
  close(): Promise<void>;
}

/** The recorder's default answer: 200 with the path it was asked for. */
export const okReply = (request: RecordedRequest): Reply => ({ body: JSON.stringify({ ok: true, path: request.url }) });

/** A tiny upstream that records every request it receives and answers as `respond` says. */
export async function startRecorder(): Promise<Recorder> {
  const recorder: Recorder = {
    url: '',
    requests: [],
    respond: okReply,
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      recorder.requests.push(request);
      void Promise.resolve(recorder.respond(request)).then(async (reply) => {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        const body = Buffer.from(reply.body ?? '{}');
        if (reply.cutAfter !== undefined) {
          res.writeHead(reply.status ?? 200, {
            'content-type': 'application/json',
            'content-length': String(body.length),
            ...reply.headers,
          });
          res.write(body.subarray(0, reply.cutAfter), () => res.destroy());
          return;
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  recorder.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return recorder;
}

/** Collects log lines (pino JSON) in memory. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  }
}

let staticDir: string | null = null;
/** A fake build: index.html and one hashed asset. */
export function fakeBuild(): string {
  if (staticDir) return staticDir;
  staticDir = mkdtempSync(path.join(tmpdir(), 'cb-server-test-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return staticDir;
}

/** A fresh data directory per server (the day's compute units are saved there). */
export function testDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'cb-data-test-'));
}

export function testConfig(upstreamBase: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    mode: 'live',
    apiKey: TEST_KEY,
    upstreams: {
      evm: `${upstreamBase}/evm`,
      chainB: `${upstreamBase}/chain-b`,
      streams: `${upstreamBase}/streams`,
      rpc: `${upstreamBase}/rpc`,
    },
    port: 0,
    host: '127.0.0.1',
    outDir: fakeBuild(),
    upstreamTimeoutMs: 5_000,
    rateLimitPerMinute: 100_000,
    cuPerClientPerMinute: 1_000_000_000,
    cuDailyBudget: 1_000_000_000,
    dataDir: testDataDir(),
    allowedHosts: null,
    logoOrigins: [],
    cacheMaxEntries: 1_000,
    cacheMaxBytes: 16 * 1024 * 1024,
    logLevel: 'debug',
    shutdownTimeoutS: 10,
    logFile: null,
    version: '9.9.9-test',
    commit: 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe',
    trustProxy: false,
    testHooks: false,
    auth: { mode: 'none' },
    archive: { watchIntervalS: 0, pageGapMs: 0, databaseUrl: null, archiveDays: 90 },
    alerts: { allowPrivate: true, evaluateIntervalS: 30 },
    redisUrl: null,
    ...overrides,
  };
}

export interface RunningProxy {
  app: FastifyInstance;
  url: string;
  port: number;
  logs: LogCapture;
  close(): Promise<void>;
}

export async function startProxy(config: ServerConfig, options: { cache?: ResponseCache } = {}): Promise<RunningProxy> {
  const logs = new LogCapture();
  const app = await buildServer(config, { logStream: logs, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, url: `http://127.0.0.1:${port}`, port, logs, close: () => app.close() };
}

export interface RawResponse {
  /** 0 when the connection closed without an answer. */
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes exactly as given (hostile request lines, headers, bodies) and reads the answer. */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: match ? Number(match[1]) : 0, headers: head, body: split === -1 ? '' : text.slice(split + 4) });
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    // A server may answer and close before a large body is fully sent: that is not a failure here.
    socket.on('error', () => {});
    socket.write(request);
  });
}
