import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  captureItems,
  captureKeys,
  DAMAGED_VALUE,
  loadCaptures,
  requestKey,
  type Capture,
  type Endpoint,
} from './captures';

/**
 * An upstream that replays the real captured answers of fixtures/real/ (e2e/replay/captures.ts
 * says which request reaches which capture), under the stand-in's four prefixes (`/evm`,
 * `/chain-b`, `/streams`, `/rpc`), checking the key as the hosted service does: the X-API-Key
 * header, or the key path segment of a JSON-RPC URL. The real server in live mode sits in front
 * of it (playwright.config.ts), so each capture reaches the browser through the real proxy.
 *
 * Answers go out as captured, with one change: a logo URL on another host points at this server
 * (`/logos/<host>/<path>`, a 1×1 PNG), so the browser never leaves the machine.
 *
 * Control (tests only, loopback):
 * - `POST /__replay/select {endpoint, file}`: that capture answers its key, over any other.
 * - `POST /__replay/corrupt {endpoint, file, index, field}`: while served, item `index` of that
 *   capture's list carries a damaged `field` (a value no schema accepts).
 * - `DELETE /__replay/state`: back to the captures as they are, first by file name.
 */

const port = Number(process.env.REPLAY_UPSTREAM_PORT ?? 0);
const apiKey = process.env.REPLAY_API_KEY ?? 'demo';
const origin = `http://127.0.0.1:${port}`;
const captures = loadCaptures();

interface Corruption {
  endpoint: Endpoint;
  file: string;
  index: number;
  field: string;
}
let selected: Capture[] = [];
let corruption: Corruption | null = null;

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/ka6ZbQAAAABJRU5ErkJggg==',
  'base64',
);

function find(endpoint: Endpoint, key: string): Capture | null {
  const wanted = endpoint === 'chain-b-coins' ? key.split(',') : [key];
  const matches = (capture: Capture) =>
    capture.endpoint === endpoint && captureKeys(capture).some((own) => wanted.includes(own));
  return selected.find(matches) ?? captures.find(matches) ?? null;
}

/** Logo fields pointing at another host now point here; everything else as captured. */
function localLogos(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (!/logo$/i.test(key) || !/^https?:\/\//.test(value)) return value;
    const url = new URL(value);
    return `${origin}/logos/${url.host}${url.pathname}`;
  }
  if (Array.isArray(value)) return value.map((item) => localLogos(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, localLogos(inner, name)]));
  }
  return value;
}

function answerOf(capture: Capture): unknown {
  const body = structuredClone(capture.body);
  const damage = corruption;
  if (damage && damage.endpoint === capture.endpoint && damage.file === capture.file) {
    const item = captureItems(capture.endpoint, body)?.[damage.index];
    if (item === null || typeof item !== 'object')
      throw new Error(`${capture.endpoint}/${capture.file} has no item ${damage.index}`);
    (item as Record<string, unknown>)[damage.field] = DAMAGED_VALUE;
  }
  return localLogos(body);
}

/** Endpoints whose captures are one page of a cursor-paged list (spec 4.2). */
const PAGED = new Set(['wallet', 'wallet-verbose', 'nft-transfers']);

/**
 * The page a capture's cursor leads to was not captured: it answers as the list's end (no rows,
 * no cursor), as the service does past the last page, so a client that follows it stops.
 */
function pastLastPage(answer: unknown): unknown {
  return answer !== null && typeof answer === 'object' ? { ...answer, result: [], cursor: null } : answer;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

async function control(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  if (request.method === 'DELETE' && url.pathname === '/__replay/state') {
    selected = [];
    corruption = null;
    response.writeHead(204).end();
    return;
  }
  const body = (await readJson(request)) as { endpoint: Endpoint; file: string; index?: number; field?: string };
  const capture = captures.find((candidate) => candidate.endpoint === body.endpoint && candidate.file === body.file);
  if (!capture) return send(response, 404, { message: `no capture ${body.endpoint}/${body.file}` });
  if (url.pathname === '/__replay/select') selected = [capture, ...selected.filter((other) => other !== capture)];
  else if (url.pathname === '/__replay/corrupt')
    corruption = { endpoint: body.endpoint, file: body.file, index: body.index ?? 0, field: body.field ?? 'hash' };
  else return send(response, 404, { message: 'unknown control path' });
  send(response, 200, { ok: true });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname.startsWith('/__replay/')) return control(request, response, url);
  if (url.pathname.startsWith('/logos/')) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(PIXEL_PNG);
    return;
  }
  const rpc = url.pathname.startsWith('/rpc/');
  // The JSON-RPC service reads the key from the URL (`/rpc/{chain}/{key}`), the others from the header.
  const keyOk = rpc ? url.pathname.split('/')[3] === apiKey : request.headers['x-api-key'] === apiKey;
  if (!keyOk) {
    return rpc
      ? send(response, 401, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid API key' } })
      : send(response, 401, { message: 'Token is invalid format' });
  }
  const rpcBody = rpc && request.method === 'POST' ? await readJson(request) : null;
  const wanted = requestKey(request.method ?? 'GET', url, rpcBody);
  if (!wanted)
    return send(response, 404, { message: `the replay has no endpoint at ${request.method} ${url.pathname}` });
  const capture = find(wanted.endpoint, wanted.key);
  if (wanted.endpoint === 'chain-b-coins' && !capture) return send(response, 200, []);
  if (!capture)
    return send(response, 404, {
      message: `no captured answer of ${wanted.endpoint} for ${wanted.key || 'the first page'}`,
    });
  const followed = PAGED.has(wanted.endpoint) && url.searchParams.has('cursor');
  send(response, 200, followed ? pastLastPage(answerOf(capture)) : answerOf(capture));
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (!response.headersSent) send(response, 500, { message: `replay upstream: ${String(error)}` });
    else response.destroy();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`replay upstream on ${origin}: ${captures.length} captures`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
