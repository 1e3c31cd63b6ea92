#!/usr/bin/env node
/**
 * `npm run bench`: builds the production app into its own directory (BENCH_OUT_DIR, default
 * /tmp/cb-bench/dist; BENCH_SKIP_BUILD=1 reuses it), finds Chromium, then runs bench/run.ts,
 * which starts the real server on loopback and measures (see bench/README.md). Prints a table
 * and writes bench/results.json and .md (and, on a full run, the README's table). BENCH_QUICK=1
 * for a shorter run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { binPath, ROOT, run } from './proc.mjs';

let chrome;
try {
  chrome = await findChromium({ install: false });
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(1);
}
const outDir = path.resolve(ROOT, process.env.BENCH_OUT_DIR || '/tmp/cb-bench/dist');
const env = {
  ...process.env,
  CHROME_PATH: chrome,
  BENCH_OUT_DIR: outDir,
  CHAINBOARD_OUT_DIR: outDir,
  NODE_ENV: 'production',
};

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.error(`bench: building the production app into ${outDir}...`);
  const build = spawnSync(process.execPath, [binPath('vite'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: ROOT,
    env,
  });
  if (build.status !== 0) {
    console.error('bench: the build failed.');
    process.exit(build.status ?? 1);
  }
}
console.error(`bench: Chromium ${chrome}`);
process.exit(await run(process.execPath, ['--import', 'tsx', 'bench/run.ts'], { env }));
