import { Agent, request } from 'node:http';

/**
 * The proxy section's HTTP client: one keep-alive connection, so each timing is one request and
 * its answer, with no connection set-up in it.
 */

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export function get(base: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(base + path, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
          : reject(new Error(`${path}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes of one answer as sent (no decoding), and its Content-Encoding. */
export function wireBytes(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') })
          : reject(new Error(`${path}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** `n` sequential GETs, each timed in milliseconds. */
export async function sample(
  base: string,
  paths: (i: number) => string,
  headers: Record<string, string>,
  n: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push(await get(base, paths(i), headers));
  return out;
}
