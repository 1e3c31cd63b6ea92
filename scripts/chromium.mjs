#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright, in this order: $CHROME_PATH, a browser Playwright installed
 * itself, /usr/bin/chromium (Debian's package). With `install: true`, running as root with
 * apt-get, it installs Debian's chromium when none is found (Playwright's own download does not
 * work on these machines). Run directly, it prints the path it found and nothing else on stdout,
 * so `CHROME_PATH=$(node scripts/chromium.mjs --install)` captures only the path.
 *
 * CHROMIUM_SEARCH_PATHS (colon-separated) replaces the system paths searched, before and after an
 * install; scripts/chromium.test.ts uses it to stand in for a machine without Chromium.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const SYSTEM_PATHS = process.env.CHROMIUM_SEARCH_PATHS?.split(':').filter(Boolean) ?? [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return executable(path) ? path : null;
  } catch {
    return null;
  }
}

async function locate() {
  if (process.env.CHROME_PATH) {
    if (executable(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable file.`);
  }
  return (await playwrightBrowser()) ?? SYSTEM_PATHS.find(executable) ?? null;
}

function hasAptAsRoot() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export async function findChromium({ install = false, log = console.error } = {}) {
  const found = await locate();
  if (found) return found;
  if (install && hasAptAsRoot()) {
    log("chromium: none found; installing Debian's chromium with apt-get (about 30 s)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      // apt-get's output goes to stderr: stdout carries only the path, which callers capture with $(...).
      const result = spawnSync('apt-get', args, { stdio: ['ignore', 2, 'inherit'], env });
      if (result.status !== 0) throw new Error(`"apt-get ${args.join(' ')}" failed (exit ${result.status}).`);
    }
    const installed = SYSTEM_PATHS.find(executable);
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Set CHROME_PATH to a Chromium/Chrome executable, or install one ' +
      '(as root on Debian/Ubuntu: apt-get update && apt-get install -y chromium).',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(await findChromium({ install: process.argv.includes('--install') }));
  } catch (error) {
    console.error(`chromium: ${error.message}`);
    process.exit(1);
  }
}
