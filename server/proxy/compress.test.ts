import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupProxySuite } from '../testing/suite.ts';
import { chooseCoding, COMPRESS_MIN_BYTES, encodedBody, type ContentCoding } from './compress.ts';
import { UPSTREAM_RPC_ID } from './rpc.ts';

describe('chooseCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.9', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ] as const)('%s → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('encodedBody', () => {
  it('compresses once per coding and keeps the result with the answer', async () => {
    const answer = {
      body: JSON.stringify({ pad: 'x'.repeat(5000) }),
      encoded: new Map<ContentCoding, Promise<Buffer>>(),
    };
    const first = encodedBody(answer, 'br');
    expect(encodedBody(answer, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(answer.body);
    expect(gunzipSync(await encodedBody(answer, 'gzip')).toString()).toBe(answer.body);
    expect([...answer.encoded.keys()]).toEqual(['br', 'gzip']);
  });
});

/** Raw bytes and headers, without a client that decompresses on its own; a POST when given a JSON body. */
function rawRequest(
  url: string,
  acceptEncoding?: string,
  json?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  if (json !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(url, { method: json === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(json);
  });
}
const rawGet = (url: string, acceptEncoding?: string) => rawRequest(url, acceptEncoding);

describe('compressed answers', () => {
  const env = setupProxySuite({ freshCachePerTest: true });
  const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
  // A wallet-like answer: long and repetitive, as the service's JSON is.
  const bigBody = JSON.stringify({
    result: Array.from({ length: 200 }, (_, i) => ({
      hash: `0x${String(i).padStart(64, '0')}`,
      value: String(i * 1e15),
      from_address: ADDR,
    })),
  });

  it('sends br, gzip or identity as the client asks, each the same JSON', async () => {
    env.recorder.respond = () => ({ body: bigBody });
    const url = `${env.proxy.url}/api/evm/${ADDR}`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(bigBody.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigBody);

    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigBody);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigBody);
    // One upstream call for the three: the codings come from the one cached answer.
    expect(env.recorder.requests).toHaveLength(1);
  });

  it("compresses a JSON-RPC answer given back with the client's own id, that id in it", async () => {
    env.recorder.respond = () => ({
      body: JSON.stringify({ jsonrpc: '2.0', id: UPSTREAM_RPC_ID, result: { pad: 'x'.repeat(4000) } }),
    });
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 'mine-7',
      method: 'eth_getTokenPrice',
      params: [{ address: ADDR }],
    });
    const answer = await rawRequest(`${env.proxy.url}/api/rpc/eth`, 'br', call);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({
      id: 'mine-7',
      result: { pad: 'x'.repeat(4000) },
    });
  });

  it('leaves small answers and error answers under the threshold as they are', async () => {
    env.recorder.respond = () => ({ status: 404, body: '{"message":"No pools found"}' });
    const small = await rawGet(`${env.proxy.url}/api/evm/${ADDR}`, 'br');
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers.vary).toMatch(/accept-encoding/i);
  });
});
