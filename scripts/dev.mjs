#!/usr/bin/env node
/**
 * `npm run dev`: the real server in API-only mode (same allowlist, key injection and cache as
 * production; demo mode unless API_KEY is set) plus Vite with hot reload, which proxies /api to
 * it (vite.config.ts). Stopping either stops both.
 */
import { spawn } from 'node:child_process';
import { binPath, ROOT, SERVER_NODE_ARGS } from './proc.mjs';

const apiUrl = new URL(process.env.CHAINBOARD_DEV_API ?? 'http://127.0.0.1:8787');
const children = [
  spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHAINBOARD_API_ONLY: '1',
      PORT: apiUrl.port || '8787',
      HOST: apiUrl.hostname,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  }),
  spawn(process.execPath, [binPath('vite'), ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHAINBOARD_DEV_API: apiUrl.origin },
  }),
];

let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
