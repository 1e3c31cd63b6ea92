import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A logo host for the tests: answers by path, counts what it was asked. */

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(56, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 2)]);
export const SVG_TEXT =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2"/></svg>';

export type LogoHostHandler = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

export interface LogoHost {
  readonly origin: string;
  readonly port: number;
  /** Paths asked for, in order. */
  readonly requests: string[];
  readonly headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

export async function startLogoHost(routes: Record<string, LogoHostHandler>): Promise<LogoHost> {
  const requests: string[] = [];
  const headers: IncomingMessage['headers'][] = [];
  let origin = '';
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    headers.push(request.headers);
    const handler = routes[(request.url ?? '').split('?')[0]!];
    if (handler) handler(request, response, origin);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('no such logo');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    headers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const serve =
  (type: string, body: string | Buffer, extra: Record<string, string> = {}): LogoHostHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type, ...extra }).end(body);
  };
