import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ControlState, Fault } from './control-state';
import { isServicePath } from './auth';

/**
 * Applies injected faults (control API) to service requests: latency, an error status
 * (429 with Retry-After, 500, 503...), and broken bodies (malformed JSON, a body cut mid-way,
 * a request that never answers, a 10 MB body).
 */

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Token is invalid format',
  404: 'Not found',
  429: 'Rate limit exceeded',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

const HUGE_BYTES = 10 * 1024 * 1024;
let hugeBody: string | null = null;

/** A valid JSON document of 10 MB, built once: an empty page padded with a long string. */
function huge(): string {
  if (hugeBody === null) {
    const head = '{"cursor":null,"page":0,"page_size":100,"result":[],"padding":"';
    hugeBody = `${head}${'x'.repeat(HUGE_BYTES - head.length - 2)}"}`;
  }
  return hugeBody;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rpcId(request: FastifyRequest): number | string | null {
  const body = request.body;
  try {
    const parsed: unknown = typeof body === 'string' ? JSON.parse(body) : body;
    const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    if (first && typeof first === 'object' && 'id' in first) {
      const id = (first as { id: unknown }).id;
      if (typeof id === 'number' || typeof id === 'string') return id;
    }
  } catch {
    // Not JSON: the id stays null, as JSON-RPC says for unreadable requests.
  }
  return null;
}

function errorBody(request: FastifyRequest, status: number): unknown {
  const message = REASONS[status] ?? `HTTP ${status}`;
  if (request.url.startsWith('/rpc/')) {
    const code = status === 429 ? -32005 : -32603;
    return { jsonrpc: '2.0', error: { code, message }, id: rpcId(request) };
  }
  return { message };
}

const pending = new WeakMap<FastifyRequest, Fault>();

export function registerFaults(app: FastifyInstance, state: ControlState): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isServicePath(request.url)) return;
    const fault = state.takeFault(request.url);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.body === 'hang') {
      // Never answer; close() destroys the socket (forceCloseConnections).
      reply.hijack();
      return;
    }
    if (fault.retryAfter !== undefined) void reply.header('retry-after', String(fault.retryAfter));
    if (fault.body === 'huge') {
      return reply
        .code(fault.status ?? 200)
        .type('application/json')
        .send(huge());
    }
    if (fault.body === 'malformed' || fault.body === 'truncated') pending.set(request, fault);
    if (fault.status !== undefined) return reply.code(fault.status).send(errorBody(request, fault.status));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fault = pending.get(request);
    if (!fault || typeof payload !== 'string') return payload;
    if (fault.body === 'malformed') {
      // Complete, well-framed, but not JSON: a trailing comma before the final brace.
      return `${payload.slice(0, -1)},${payload.slice(-1)}`;
    }
    // Truncated: announce the full length, send half, then fail the stream so the connection drops.
    void reply.header('content-length', String(Buffer.byteLength(payload)));
    return truncatedStream(payload.slice(0, Math.floor(payload.length / 2)));
  });
}

function truncatedStream(half: string): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return;
      sent = true;
      this.push(half);
      setTimeout(() => this.destroy(new Error('body truncated by an injected fault')), 20);
    },
  });
}
