import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Budget, Charge, ClientKeys } from '../budget/budget.ts';
import type { CacheOutcome, ResponseCache, SharedAnswer } from './cache.ts';
import type { UpstreamAnswer } from './upstream.ts';

/**
 * The step between the cache and the upstream: a call goes out only for a request whose client is
 * still there and whose budgets have room, and only then is it charged. Cache hits and requests
 * that join a call already under way never get here, so they cost nothing.
 */

type Refusal = Extract<Charge, { ok: false }>;

/** Thrown inside the cache's call when nothing was sent; `refusal` null: the client had gone. */
class NotSent extends Error {
  constructor(readonly refusal: Refusal | null) {
    super(refusal?.message ?? 'The client went away before the upstream call.');
  }
}

export type SpendResult =
  { sent: true; answer: SharedAnswer; outcome: CacheOutcome } | { sent: false; refusal: Refusal | null };

/**
 * A client whose connection is known to be closed (the response or its socket destroyed, e.g. by
 * a reset). A connection that ends with a FIN right after its request is not seen as closed here:
 * that is an HTTP half-close, which Node's server does not report while the request is handled. (The request stream itself
 * is destroyed once its body has been read, so it says nothing here.)
 */
export function clientHasGone(_request: FastifyRequest, reply: FastifyReply): boolean {
  const socket = reply.raw.socket;
  return reply.raw.destroyed || socket == null || socket.destroyed || !socket.writable;
}

/** A request refused before a joined call could be answered tries again itself, at most this often. */
const JOIN_ATTEMPTS = 3;

export async function fetchWithinBudget(options: {
  cache: ResponseCache;
  cacheKey: string;
  budget: Budget;
  clientKey: ClientKeys;
  computeUnits: number;
  gone: () => boolean;
  call: () => Promise<UpstreamAnswer>;
  ttlMs: (answer: UpstreamAnswer) => number;
}): Promise<SpendResult> {
  const { cache, budget } = options;
  for (let attempt = 1; ; attempt += 1) {
    const own: { refused: NotSent | null } = { refused: null };
    const call = async (): Promise<UpstreamAnswer> => {
      // A reset that arrived with the request is read on the event loop's next turn: without this
      // wait the handler runs first, and a client that sent a request and reset its connection at
      // once would still spend the key's units.
      await new Promise((resolve) => setImmediate(resolve));
      if (options.gone()) throw (own.refused = new NotSent(null));
      const charge = await budget.tryCharge(options.clientKey, options.computeUnits);
      if (!charge.ok) throw (own.refused = new NotSent(charge));
      return options.call();
    };
    try {
      const { answer, outcome } = await cache.fetch(options.cacheKey, call, options.ttlMs);
      return { sent: true, answer, outcome };
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      if (error === own.refused) return { sent: false, refusal: error.refusal };
      // The call this request joined was refused for its own client (gone, or over its budget):
      // this request's client may have room, so it asks again, as a leader if no call is under way.
      if (attempt >= JOIN_ATTEMPTS) return { sent: false, refusal: error.refusal };
    }
  }
}
