import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The compute units spent on one UTC day, kept in `DATA_DIR/budget-day.json` so a restart does not
 * hand out the day's budget again. Each write goes to a temporary file that is then renamed over
 * the old one (atomic on one file system): a crash leaves the previous count or the new one, never
 * half a file. Writes are coalesced: while one is under way, later counts wait and only the newest
 * is written next.
 */

export interface DayCount {
  /** UTC date, YYYY-MM-DD. */
  readonly day: string;
  readonly spent: number;
}

export interface DayStore {
  /** The count saved for `day`, or 0 when the file holds another day (or none). */
  load(day: string): number;
  save(count: DayCount): void;
  /** Resolves when every count passed to save() so far is on disk. */
  flushed(): Promise<void>;
  /** Writes the newest count synchronously (shutdown). */
  closeSync(): void;
}

export const DAY_FILE = 'budget-day.json';

function parse(text: string): DayCount | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { day, spent } = value as Record<string, unknown>;
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
    if (typeof spent !== 'number' || !Number.isSafeInteger(spent) || spent < 0) return null;
    return { day, spent };
  } catch {
    return null;
  }
}

export function fileDayStore(dataDir: string, warn: (message: string) => void = () => {}): DayStore {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DAY_FILE);
  const temp = `${file}.tmp`;
  let latest: DayCount | null = null;
  let written: DayCount | null = null;
  let writing: Promise<void> | null = null;

  const writeLoop = async (): Promise<void> => {
    while (latest && latest !== written) {
      const count = latest;
      try {
        await writeFile(temp, JSON.stringify(count));
        await rename(temp, file);
      } catch (error) {
        warn(
          `could not save the day's compute units to ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      } finally {
        written = count;
      }
    }
  };

  return {
    load(day) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return 0;
      }
      const count = parse(text);
      if (!count) {
        warn(`${file} is not a saved budget count; the day's count starts at 0.`);
        return 0;
      }
      return count.day === day ? count.spent : 0;
    },
    save(count) {
      latest = count;
      writing ??= writeLoop().finally(() => {
        writing = null;
      });
    },
    async flushed() {
      while (writing) await writing;
    },
    closeSync() {
      if (!latest || latest === written) return;
      writeFileSync(temp, JSON.stringify(latest));
      renameSync(temp, file);
      written = latest;
    },
  };
}

/** A store that keeps nothing (tests that do not look at restarts). */
export function memoryDayStore(): DayStore {
  return { load: () => 0, save: () => {}, flushed: async () => {}, closeSync: () => {} };
}
