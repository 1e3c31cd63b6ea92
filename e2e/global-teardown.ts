import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_KEY, HOSTILE_UPSTREAM_PORT, OUT_DIR, SERVER_LOG_FILES, STANDIN_PORT } from './env';

/**
 * After the whole run (issue 9): the servers' log files must not contain the key, and the built
 * bundle must contain neither the key nor an upstream's address. A leak fails the run even when
 * every spec passed.
 */
export default function globalTeardown(): void {
  for (const file of SERVER_LOG_FILES) {
    // Every server in playwright.config.ts writes its log here: a missing file means the check is blind.
    if (!existsSync(file)) throw new Error(`No server log at ${file}: the key-leak check cannot read it.`);
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.includes(E2E_KEY));
    if (lines.length > 0) {
      throw new Error(`The API key appears in ${lines.length} line(s) of ${file}; first: ${lines[0]!.slice(0, 200).replaceAll(E2E_KEY, '<KEY>')}`);
    }
  }
  checkBundle(OUT_DIR);
}

/** What the browser must never be given: the key, the upstreams' hosts, the upstream path prefix. */
const FORBIDDEN_IN_BUNDLE = [
  E2E_KEY,
  `127.0.0.1:${STANDIN_PORT}`,
  `localhost:${STANDIN_PORT}`,
  `127.0.0.1:${HOSTILE_UPSTREAM_PORT}`,
  `localhost:${HOSTILE_UPSTREAM_PORT}`,
  '/api/v2.2',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export function checkBundle(dir: string): void {
  const files = existsSync(dir) ? filesUnder(dir) : [];
  if (!files.some((file) => file.endsWith('index.html'))) throw new Error(`No built app in ${dir}: the bundle check cannot run.`);
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    for (const needle of FORBIDDEN_IN_BUNDLE) {
      if (text.includes(needle)) {
        throw new Error(`The built bundle file ${file} contains ${needle === E2E_KEY ? 'the API key' : `"${needle}"`}.`);
      }
    }
  }
}
