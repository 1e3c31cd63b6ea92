/** The hostile-request table's case type and the raw-request builders its parts share. */

/** `status` is what the server must answer (0: the connection is closed without an answer). */
export interface HostileCase {
  readonly name: string;
  readonly raw: string | Buffer;
  readonly status: number;
}

export const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
/** The checksummed form with one letter's case flipped: fails EIP-55. */
export const BAD_CHECKSUM = '0x164Fc20C9236DEb762fC690a7a0fB4dA3e2f8b7D';
export const HASH = 'a'.repeat(64);

export function request(
  method: string,
  target: string,
  opts: { headers?: string[]; body?: string | Buffer; length?: boolean; host?: string } = {},
): Buffer {
  const body = opts.body === undefined ? Buffer.alloc(0) : Buffer.from(opts.body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${opts.host ?? '127.0.0.1'}`,
    'Connection: close',
    ...(opts.headers ?? []),
  ];
  if (opts.body !== undefined && opts.length !== false) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]);
}

export const get = (target: string, headers: string[] = []) => request('GET', target, { headers });
export const rpc = (body: string | Buffer, chain = 'eth', contentType = 'application/json') =>
  request('POST', `/api/rpc/${chain}`, { headers: contentType ? [`Content-Type: ${contentType}`] : [], body });
export const call = (method: string, params: unknown = [{ address: ADDR }], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params, ...extra });
export const priceCall = (param: Record<string, unknown>) => call('eth_getTokenPrice', [{ address: ADDR, ...param }]);

export type CaseRow = [name: string, raw: string | Buffer, status: number];
