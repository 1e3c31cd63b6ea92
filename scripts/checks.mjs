#!/usr/bin/env node
/**
 * `npm test`'s first step: the type check (`tsc -b`), the lint (`eslint .`) and the format check
 * (`prettier --check .`) side by side; each one's output is printed whole when it ends, so they
 * never interleave. Exits non-zero when any fails.
 */
import { spawn } from 'node:child_process';
import { binPath, ROOT } from './proc.mjs';

function check(name, bin, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [binPath(bin), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n=== ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} ===\n${output}`);
      resolve(status);
    });
  });
}

const codes = await Promise.all([
  check('typecheck (tsc -b)', 'tsc', ['-b']),
  check('lint (eslint .)', 'eslint', ['.']),
  check('format (prettier --check .)', 'prettier', ['--check', '--log-level', 'warn', '.']),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
