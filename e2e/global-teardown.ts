import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_LOG_FILE, E2E_KEY, LIVE_LOG_FILE, OUT_DIR } from './env';

/**
 * After the whole run (issue 9): neither the servers' log files nor the built bundle may contain
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

export default function globalTeardown(): void {
  const leaks: string[] = [];
  for (const file of [LIVE_LOG_FILE, DEMO_LOG_FILE]) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.includes(E2E_KEY));
    if (lines.length > 0) leaks.push(`${lines.length} line(s) of ${file}; first: ${lines[0]!.slice(0, 200).replaceAll(E2E_KEY, '<KEY>')}`);
  }
  for (const file of filesUnder(OUT_DIR)) {
    if (readFileSync(file).includes(E2E_KEY)) leaks.push(`the built file ${file}`);
  }
  if (leaks.length > 0) throw new Error(`The API key leaked into:\n- ${leaks.join('\n- ')}`);
}
