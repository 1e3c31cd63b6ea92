import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ControlState } from './control-state';
import { STREAMS } from './streams/config';
import { MAX_BURST } from './streams/bursts';

/** The control API routes under /__control (tests only; mounted when `control: true`). */

const faultSchema = z.strictObject({
  match: z.string().startsWith('/'),
  status: z.number().int().min(100).max(599).optional(),
  retryAfter: z.number().int().nonnegative().optional(),
  delayMs: z.number().int().nonnegative().max(600_000).optional(),
  body: z.enum(['malformed', 'truncated', 'hang', 'huge']).optional(),
  times: z.number().int().positive().optional(),
});

const clockSchema = z.union([
  z.strictObject({ advanceMs: z.number().finite() }),
  z.strictObject({ nowMs: z.number().finite().nonnegative() }),
]);

const burstSchema = z.strictObject({
  /** A stream's id or tag. */
  stream: z.string().min(1),
  count: z.number().int().min(1).max(MAX_BURST),
  errorMessage: z.string().min(1).max(500).optional(),
});

const downSchema = z.strictObject({ down: z.boolean(), match: z.string().optional() });

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply
    .code(400)
    .send({ message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
}

function clockView(state: ControlState) {
  const nowMs = state.clock.now();
  return { nowMs, now: new Date(nowMs).toISOString(), frozen: state.clock.frozen };
}

export async function controlPlugin(app: FastifyInstance, opts: { state: ControlState }): Promise<void> {
  const { state } = opts;

  app.get('/faults', async () => ({ faults: state.listFaults() }));
  app.post('/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error);
    return reply.code(201).send(state.addFault(parsed.data));
  });
  app.delete('/faults', async () => {
    state.clearFaults();
    return { ok: true };
  });

  app.get('/clock', async () => clockView(state));
  app.post('/clock', async (request, reply) => {
    const parsed = clockSchema.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error);
    if ('advanceMs' in parsed.data) state.clock.advance(parsed.data.advanceMs);
    else state.clock.set(parsed.data.nowMs);
    return clockView(state);
  });

  app.get('/requests', async () => ({ requests: state.requests }));
  app.delete('/requests', async () => {
    state.requests.length = 0;
    return { ok: true };
  });

  app.post('/down', async (request, reply) => {
    const parsed = downSchema.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error);
    state.downPrefix = parsed.data.down ? (parsed.data.match ?? '') : null;
    return { down: state.downPrefix !== null, match: state.downPrefix ?? undefined };
  });

  app.post('/streams/burst', async (request, reply) => {
    const parsed = burstSchema.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error);
    const { stream, count, errorMessage } = parsed.data;
    const index = STREAMS.findIndex((entry) => entry.id === stream || entry.tag === stream);
    if (index === -1)
      return reply.code(400).send({ message: `stream: no demo stream has the id or tag "${stream.slice(0, 80)}"` });
    const at = state.clock.now();
    state.bursts.add(index, count, at, errorMessage);
    return reply.code(201).send({ added: count, streamId: STREAMS[index]!.id, createdAt: new Date(at).toISOString() });
  });

  app.post('/reset', async () => {
    state.reset();
    return { ok: true, clock: clockView(state) };
  });
}
