import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/procs.ts';
import type { ProxyResult } from './proxy.ts';

/**
 * `measureProxy` in a fresh Node process (bench/proxy-child.ts). The client times each request,
 * so its own garbage collection lands in the latency figures: inside a bench process that has
 * run Lighthouse and holds its traces, that collection showed up as added proxy latency.
 */
export function measureProxyIsolated(
  proxyUrl: string,
  standinUrl: string,
  apiKey: string,
  opts: { samples: number; seconds: number; warmSeconds: number },
): Promise<ProxyResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'bench/proxy-child.ts'),
        JSON.stringify({ proxyUrl, standinUrl, apiKey, opts }),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2_000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/proxy-child.ts exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as ProxyResult);
      } catch (error) {
        reject(new Error(`bench/proxy-child.ts printed no result: ${String(error)} ${err}`));
      }
    });
  });
}
