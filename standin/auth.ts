import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Authentication exactly as the hosted service does it (spec 5, real-service notes): the
 * X-API-Key header for the main, chain-B and streams services, the `{apiKey}` path segment for
 * JSON-RPC. Logos are exempt: the hosted service serves them from a public CDN that browsers
 * load directly.
 */

const HEADER_PREFIXES = ['/evm', '/chain-b', '/streams'] as const;

export function isServicePath(path: string): boolean {
  return [...HEADER_PREFIXES, '/rpc'].some((p) => path === p || path.startsWith(`${p}/`));
}

export function isPublicAssetPath(path: string): boolean {
  return path.startsWith('/evm/logos/');
}

/** Compares without leaking the key's length or prefix through timing (cheap, and the habit matters). */
function sameKey(given: string, expected: string): boolean {
  let diff = given.length ^ expected.length;
  for (let i = 0; i < given.length; i += 1)
    diff |= given.charCodeAt(i) ^ expected.charCodeAt(i % Math.max(1, expected.length));
  return diff === 0;
}

/** Answers 401 and returns true when the request is not authorised; false lets it through. */
export function rejectUnauthorised(request: FastifyRequest, reply: FastifyReply, apiKey: string): boolean {
  const path = request.url.split('?')[0] ?? request.url;
  if (isPublicAssetPath(path)) return false;
  if (path === '/rpc' || path.startsWith('/rpc/')) {
    const key = decodeURIComponent(path.split('/')[3] ?? '');
    if (key !== '' && sameKey(key, apiKey)) return false;
    void reply.code(401).send({
      jsonrpc: '2.0',
      error: { code: -32001, message: key === '' ? 'Missing API key in the URL path' : 'Invalid API key' },
      id: null,
    });
    return true;
  }
  if (!HEADER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') {
    void reply.code(401).send({ message: 'Missing API key: send it in the X-API-Key header' });
    return true;
  }
  if (!sameKey(key, apiKey)) {
    void reply.code(401).send({ message: 'Token is invalid format' });
    return true;
  }
  return false;
}
