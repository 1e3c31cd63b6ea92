import { existsSync, readFileSync } from 'node:fs';
import { DEMO_LOG_FILE, E2E_KEY, LIVE_LOG_FILE } from './env';

/**
 * After the whole run: the servers' log files must not contain the key (issue 9). A leak fails
 * the run even when every spec passed.
 */
export default function globalTeardown(): void {
  for (const file of [LIVE_LOG_FILE, DEMO_LOG_FILE]) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.includes(E2E_KEY));
    if (lines.length > 0) {
      throw new Error(`The API key appears in ${lines.length} line(s) of ${file}; first: ${lines[0]!.slice(0, 200).replaceAll(E2E_KEY, '<KEY>')}`);
    }
  }
}
