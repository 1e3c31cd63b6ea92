import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compressed API answers. The data service's JSON is large and repetitive (a wallet page
 * shrinks several times over as brotli): on a phone's network it is the biggest download
 * of a deep link, bigger than the app's JavaScript, and it shares the line with it. Each cached
 * answer is compressed once per coding and the result is kept with it (cache.ts), so a cache hit
 * costs no compression; @fastify/compress would compress every reply anew.
 */

export type ContentCoding = 'br' | 'gzip';
/** In order of preference (the first wins a tie). */
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Smaller answers go as they are: compressing saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The coding to answer with for an Accept-Encoding header: the client's preferred of br and gzip
 * (br on a tie), or none. Negotiated by @fastify/accept-negotiator, as @fastify/static does for the
 * built assets; the header is lower-cased first, since coding names are case-insensitive.
 */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase(), CODINGS);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at quality 5 and gzip at level 6, off the event loop (zlib's thread pool): quality 11,
 * as for the static assets, takes many times longer for an answer sent once.
 */
function compress(body: string, coding: ContentCoding): Promise<Buffer> {
  const data = Buffer.from(body);
  if (coding === 'gzip') return gzip(data, { level: 6 });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** The answer's body in `coding`, compressed on first use and kept in `encoded` (shared with the cache entry). */
export function encodedBody(
  answer: { body: string; encoded: Map<ContentCoding, Promise<Buffer>> },
  coding: ContentCoding,
): Promise<Buffer> {
  let pending = answer.encoded.get(coding);
  if (!pending) {
    pending = compress(answer.body, coding);
    answer.encoded.set(coding, pending);
    // A failure is not kept: the next request tries again.
    pending.catch(() => answer.encoded.delete(coding));
  }
  return pending;
}

/**
 * A JSON reply in the coding the client prefers, when the body is big enough to gain from it.
 * `encoded` keeps the compressions with an answer that is sent more than once (a cache entry);
 * without it the body is compressed for this reply alone (the archive's pages, large JSON that
 * brotli shrinks several times over).
 */
export async function sendJsonEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answer: { body: string; encoded?: Map<ContentCoding, Promise<Buffer>> },
): Promise<FastifyReply> {
  // Every JSON answer may come compressed, so every one says it depends on Accept-Encoding.
  reply.code(status).header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const { body, encoded } = answer;
  const coding = body.length >= COMPRESS_MIN_BYTES ? chooseCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(body);
  const compressed = await (encoded ? encodedBody({ body, encoded }, coding) : compress(body, coding));
  return reply.header('content-encoding', coding).send(compressed);
}
