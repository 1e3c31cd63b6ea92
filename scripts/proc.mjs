/** Small process helpers shared by the npm scripts (start, dev, e2e). */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The JS entry of a package's CLI (its package.json "bin"), run with this Node: no shell, no PATH lookup. */
export function binPath(name) {
  const pkg = { vite: 'vite', playwright: '@playwright/test', tsx: 'tsx' }[name] ?? name;
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
