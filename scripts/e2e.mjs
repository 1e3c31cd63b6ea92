#!/usr/bin/env node
/**
 * `npm run test:e2e`: finds (or installs) a Chromium, builds the app into CHAINBOARD_OUT_DIR
 * (default dist), then runs Playwright, passing extra arguments through:
 *   node scripts/e2e.mjs e2e/wallet.spec.ts --grep "deep link"
 * E2E_SKIP_BUILD=1 reuses an existing build. Ports come from E2E_PORT (see playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { binPath, run } from './proc.mjs';

let chrome;
try {
  chrome = await findChromium({ install: true });
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}
const outDir = process.env.CHAINBOARD_OUT_DIR || 'dist';
const env = { ...process.env, CHROME_PATH: chrome, CHAINBOARD_OUT_DIR: outDir };
console.error(`e2e: Chromium ${chrome}; app built into ${outDir}; E2E_PORT ${process.env.E2E_PORT || 4170}`);

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [binPath('vite'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) {
    console.error('e2e: the build failed; not running the browser tests.');
    process.exit(build.status ?? 1);
  }
}

process.exit(await run(process.execPath, [binPath('playwright'), 'test', ...process.argv.slice(2)], { env }));
