import { request, type Agent } from 'node:http';

/** One GET on `agent`'s connections: its time in ms, or a rejection naming the path when it is not a 200. */
export function timedGet(agent: Agent, base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(base + path, { agent, headers: { accept: 'application/json' } }, (res) => {
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
