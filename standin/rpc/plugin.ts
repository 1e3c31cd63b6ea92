import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tokenPriceParams } from '../../contract/schemas/rpc';
import type { StandinContext } from '../context';
import { HttpError } from '../evm/http-error';
import { logoUrlFor, type LogoUrl } from '../evm/logos';
import { tokenPrice } from '../evm/prices';
import { rpcChain } from './chains';
import { UPSTREAM_ROUTES } from '../../contract/endpoints/upstream';
import { RPC_PRICE_METHOD } from '../../contract/endpoints/rpc';

/**
 * The extended JSON-RPC service (spec 4.9): POST /rpc/{chain}/{apiKey} with RPC_PRICE_METHOD,
 * single or batch. JSON-RPC errors answer HTTP 200 (the JSON-RPC-over-HTTP convention); only
 * auth (401, checked in the framework), rate limiting (429, injected faults) and an unknown
 * chain slug (404) use HTTP statuses.
 */

type Id = number | string | null;
const rpcError = (id: Id, code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id });

const envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
});

function idOf(value: unknown): Id {
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'number' || typeof id === 'string') return id;
  }
  return null;
}

function handleOne(call: unknown, chainSlug: string, ctx: StandinContext, logo: LogoUrl) {
  const id = idOf(call);
  const parsed = envelope.safeParse(call);
  if (!parsed.success) return rpcError(id, -32600, 'Invalid Request: expected {jsonrpc: "2.0", id, method, params}');
  const { method, params = [] } = parsed.data;
  if (method !== RPC_PRICE_METHOD) return rpcError(id, -32601, `Method not found: ${method}`);
  if (params.length !== 1)
    return rpcError(id, -32602, `Invalid params: ${RPC_PRICE_METHOD} takes exactly one params entry`);
  const entry = tokenPriceParams.safeParse(params[0]);
  if (!entry.success) {
    const issue = entry.error.issues[0];
    return rpcError(
      id,
      -32602,
      `Invalid params: ${issue?.path.join('.') || 'params[0]'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const chain = rpcChain(chainSlug);
  if (!chain) return rpcError(id, -32602, `Unsupported chain: ${chainSlug}`);
  try {
    const result = tokenPrice({
      chain,
      token: entry.data.address.toLowerCase() as `0x${string}`,
      exchange: entry.data.exchange?.toLowerCase(),
      toBlock: entry.data.toBlock,
      includeChange: entry.data.include === 'percent_change',
      nowMs: ctx.clock.now(),
      logo,
    });
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (error instanceof HttpError) return rpcError(id, error.status === 404 ? -32000 : -32602, error.message);
    throw error;
  }
}

export async function rpcPlugin(app: FastifyInstance, opts: { ctx: StandinContext }): Promise<void> {
  // Read bodies as text so that invalid JSON becomes a JSON-RPC parse error, not Fastify's 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // The key is the last segment, after the record's path.
  app.post<{ Params: { chain: string; apiKey: string } }>(`${UPSTREAM_ROUTES.rpc}/:apiKey`, async (request, reply) => {
    const { chain } = request.params;
    if (!rpcChain(chain)) return reply.code(404).send(rpcError(null, -32602, `Unsupported chain: ${chain}`));
    let body: unknown;
    try {
      body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    } catch {
      return rpcError(null, -32700, 'Parse error: the body is not valid JSON');
    }
    const logo = logoUrlFor(request);
    if (Array.isArray(body)) {
      if (body.length === 0) return rpcError(null, -32600, 'Invalid Request: empty batch');
      return body.map((call) => handleOne(call, chain, opts.ctx, logo));
    }
    return handleOne(body, chain, opts.ctx, logo);
  });
}
