import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_KEY, HOSTILE_UPSTREAM_PORT, OUT_DIR, REPLAY_UPSTREAM_PORT, SERVER_LOG_FILES, STANDIN_PORT } from './env';

/**
 * After the whole run: neither the servers' log files nor the built bundle may contain
 * the key. A leak fails the run even when every spec passed. (Each response the browser received
 * is checked by the `keyGuard` fixture.)
 */

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** The e2e upstreams' addresses, and the upstream path prefix the proxy rewrites to. */
const UPSTREAM_HOSTS = [STANDIN_PORT, HOSTILE_UPSTREAM_PORT, REPLAY_UPSTREAM_PORT]
  .flatMap((port) => [`127.0.0.1:${port}`, `localhost:${port}`])
  .concat('/api/v2.2');

export default function globalTeardown(): void {
  const leaks: string[] = [];
  // Every server of playwright.config.ts (the hostile one included) logs to one of these files.
  for (const file of SERVER_LOG_FILES) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes(E2E_KEY));
    if (lines.length > 0)
      leaks.push(`${lines.length} line(s) of ${file}; first: ${lines[0]!.slice(0, 200).replaceAll(E2E_KEY, '<KEY>')}`);
  }
  for (const file of filesUnder(OUT_DIR)) {
    const text = readFileSync(file);
    if (text.includes(E2E_KEY)) leaks.push(`the built file ${file}`);
    // Nor may the browser learn where the upstreams are (only the server holds them).
    for (const host of UPSTREAM_HOSTS)
      if (text.includes(host)) leaks.push(`the upstream address ${host} in the built file ${file}`);
  }
  if (leaks.length > 0) throw new Error(`The API key (or an upstream address) leaked into:\n- ${leaks.join('\n- ')}`);
}
