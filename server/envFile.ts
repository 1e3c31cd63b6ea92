import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `.env` in the working directory, read with Node's own loader (`process.loadEnvFile`, Node
 * 20.12+) before the configuration: a variable already in the environment wins over the file, so
 * a container's or a unit's variables are never replaced by a stray file. Returns the file's
 * absolute path when one was read (the start log names it), else null.
 */
export function loadDotEnv(cwd: string = process.cwd()): string | null {
  const file = path.resolve(cwd, '.env');
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
