import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * X-Request-Id: a reverse proxy's id (nginx's $request_id) is taken when it is short and made of
 * safe characters, so one id follows a request from the proxy's log into ours; anything else
 * (absent, too long, a second header, characters that could forge a log field or a header) gets
 * a new UUID. The id is on every log line of the request (pino's reqId) and in the answer.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
