import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startStandin } from '../../standin/index';
import { E2E_NOW } from '../../standin/catalog';
import { damage, type DataMode } from './damage';

/**
 * A hostile upstream for the e2e suite. It answers the four services' paths by asking
 * its own in-process stand-in (same key, same clock as the shared one, so data matches the
 * catalog) and then damaging the answer according to the rule whose `match` prefixes the path.
 * The real server in live mode sits in front of it (playwright.config.ts), so every damaged
 * answer goes through the real proxy to the browser.
 *
 * Control (tests only, loopback): `POST /__hostile/rules {match, mode, times?}` adds a rule (the
 * newest matching rule wins; `times` limits it to the next N requests), `DELETE /__hostile/rules`
 * makes everything healthy again, `GET /__hostile/rules` lists them with how many requests each
 * took.
 */

export const STATUS_MODES = ['huge', 'truncated', 'hang', '429', '503'] as const;
export type Mode = DataMode | (typeof STATUS_MODES)[number];
export interface Rule {
  match: string;
  mode: Mode;
  times?: number;
}
interface ActiveRule extends Rule {
  hits: number;
}

const HUGE_BYTES = 10 * 1024 * 1024;

const port = Number(process.env.HOSTILE_UPSTREAM_PORT ?? 0);
const apiKey = process.env.HOSTILE_API_KEY ?? 'demo';
const standin = await startStandin({ apiKey, now: Date.parse(process.env.STANDIN_NOW ?? E2E_NOW) });

let rules: ActiveRule[] = [];
const hanging = new Set<ServerResponse>();

function ruleFor(path: string): ActiveRule | null {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]!;
    if (!path.startsWith(rule.match)) continue;
    if (rule.times !== undefined && rule.hits >= rule.times) continue;
    rule.hits += 1;
    return rule;
  }
  return null;
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function control(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'GET') return send(response, 200, JSON.stringify({ rules }));
  if (request.method === 'DELETE') {
    rules = [];
    for (const held of hanging) held.destroy();
    hanging.clear();
    response.writeHead(204).end();
    return;
  }
  const rule = JSON.parse((await readBody(request)).toString('utf8')) as Rule;
  rules.push({ ...rule, hits: 0 });
  send(response, 200, JSON.stringify({ ok: true }));
}

async function forward(
  request: IncomingMessage,
  path: string,
): Promise<{ status: number; text: string; headers: Record<string, string> }> {
  const body = request.method === 'POST' ? await readBody(request) : undefined;
  const headers: Record<string, string> = {};
  for (const name of ['x-api-key', 'content-type', 'accept']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${standin.baseUrl}${path}`, {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const out: Record<string, string> = {};
  for (const name of ['retry-after', 'content-type', 'cache-control']) {
    const value = answer.headers.get(name);
    if (value) out[name] = value;
  }
  // Logo URLs name the stand-in's origin: make them this server's, as a real upstream's would be its own.
  const text = (await answer.text()).replaceAll(standin.baseUrl, `http://127.0.0.1:${port}`);
  return { status: answer.status, text, headers: out };
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = request.url ?? '/';
  if (path.startsWith('/__hostile/rules')) return control(request, response);
  const rule = ruleFor(path);
  const rpc = path.startsWith('/rpc/');
  switch (rule?.mode) {
    case 'hang':
      // Never answers; the proxy's timeout (504) ends it, or clearing the rules does.
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    case '429':
      return send(
        response,
        429,
        rpc
          ? '{"jsonrpc":"2.0","error":{"code":-32005,"message":"Rate limit exceeded"},"id":1}'
          : '{"message":"Rate limit exceeded"}',
        { 'retry-after': '1' },
      );
    case '503':
      return send(response, 503, '{"message":"Service Unavailable"}', { 'retry-after': '1' });
    case 'huge': {
      // Valid JSON, just far too big: {"result":[],"padding":"xxxx…"}.
      const head = '{"result":[],"padding":"';
      return send(response, 200, `${head}${'x'.repeat(HUGE_BYTES - head.length - 2)}"}`);
    }
    default:
      break;
  }
  const answer = await forward(request, path);
  if (rule?.mode === 'truncated')
    return send(response, answer.status, answer.text.slice(0, Math.floor(answer.text.length / 2)));
  const json = (answer.headers['content-type'] ?? '').includes('json');
  if (!rule || answer.status >= 400 || !json) return send(response, answer.status, answer.text, answer.headers);
  return send(response, answer.status, JSON.stringify(damage(JSON.parse(answer.text), rule.mode as DataMode)));
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (!response.headersSent) send(response, 500, JSON.stringify({ message: `hostile upstream: ${String(error)}` }));
    else response.destroy();
  });
});
server.listen(port, '127.0.0.1', () =>
  console.log(`hostile upstream on 127.0.0.1:${port}, stand-in at ${standin.baseUrl}`),
);

const stop = () => {
  for (const held of hanging) held.destroy();
  server.close();
  void standin.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
