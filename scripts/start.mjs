#!/usr/bin/env node
/**
 * `npm start`: builds the app when the build is missing or older than its sources, then runs the
 * server (demo mode unless API_KEY is set; see README "Configuration"). The server is a child
 * that receives SIGTERM and SIGINT from this process, so a supervisor that signals `npm start`
 * stops the server the same way (docs/deploy.md: a production start can also run the server
 * directly). A production start never builds: with NODE_ENV=production, or without the build
 * tools (an install without dev dependencies), a missing build is a one-line message.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { binPath, ROOT, run, SERVER_NODE_ARGS } from './proc.mjs';

const outDir = path.resolve(ROOT, process.env.CHAINBOARD_OUT_DIR || 'dist');
const indexFile = path.join(outDir, 'index.html');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

/** The newest modification time under the app's sources (generated route tree excluded). */
function newestSource() {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file) || file.endsWith('routeTree.gen.ts')) return;
    const stat = statSync(file);
    if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return newest;
}

function buildReason() {
  if (!existsSync(indexFile)) return `no build in ${path.relative(ROOT, outDir) || outDir}`;
  if (newestSource() > statSync(indexFile).mtimeMs) return 'sources changed since the last build';
  return null;
}

/** Whether the build tools are installed (an install with --omit=dev has no vite). */
function canBuild() {
  try {
    return existsSync(binPath('vite'));
  } catch {
    return false;
  }
}

const apiOnly = process.env.CHAINBOARD_API_ONLY === '1';
const production = process.env.NODE_ENV === 'production' || !canBuild();
const reason = apiOnly ? null : buildReason();
if (reason && production) {
  if (!existsSync(indexFile)) {
    const why =
      process.env.NODE_ENV === 'production'
        ? 'NODE_ENV=production never builds'
        : 'the build tools are not installed (an install without dev dependencies)';
    console.error(
      `chainboard: no build in ${path.relative(ROOT, outDir) || outDir} and ${why}: run \`npm run build\` where dev dependencies are installed and copy ${path.relative(ROOT, outDir) || outDir}/ here, or set CHAINBOARD_API_ONLY=1.`,
    );
    process.exit(1);
  }
} else if (reason) {
  console.error(`chainboard: building the app (${reason})...`);
  const env = { ...process.env, CHAINBOARD_OUT_DIR: outDir };
  const build = spawnSync(process.execPath, [binPath('vite'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: ROOT,
    env,
  });
  if (build.status !== 0) {
    console.error('chainboard: the build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

process.exit(await run(process.execPath, SERVER_NODE_ARGS, { env: { ...process.env, CHAINBOARD_OUT_DIR: outDir } }));
