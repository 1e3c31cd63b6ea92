/** Small process helpers shared by the npm scripts (start, dev, e2e). */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How Node runs the server (npm start, npm run dev, the benchmark). 32 MB semi-spaces (V8 picks
 * 16 MB or less here) let the young generation grow so short-lived request garbage is swept less
 * often: alternating runs of the benchmark's proxy section moved the added p99 latency from
 * 3.4–4.6 ms to 2.0–3.1 ms and p50 from 0.52–0.69 to 0.44–0.53 ms. The cost is memory the young
 * generation may take under load (up to 3 × 32 MB), not memory it holds at rest.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'];

/** The JS entry of a package's CLI (its package.json "bin"), run with this Node: no shell, no PATH lookup. */
export function binPath(name) {
  const pkg = { vite: 'vite', playwright: '@playwright/test', tsx: 'tsx', tsc: 'typescript' }[name] ?? name;
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}

/**
 * Runs a child with inherited stdio, forwarding SIGINT/SIGTERM so Ctrl-C stops it cleanly.
 * Resolves with its exit code.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
