import { readFileSync, statSync } from 'node:fs';

/**
 * `NAME_FILE` for each secret: the value is read from that file (a Docker or Kubernetes secret
 * mounted as a file) instead of the environment, where any process of the same user could read
 * it. One trailing line break is dropped, as editors and `echo` add one. Setting both NAME and
 * NAME_FILE is refused: which one wins would be a guess. Messages name the variable and the path,
 * never the contents.
 */

export const SECRET_FILE_VARIABLES = [
  'API_KEY',
  'SESSION_SECRET',
  'OIDC_CLIENT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
] as const;

/** A secret file larger than this is not a secret but a mistake (a directory listing, a dump). */
const MAX_SECRET_BYTES = 64 * 1024;

export class SecretFileError extends Error {
  override name = 'SecretFileError';
}

type Env = Record<string, string | undefined>;

export function withSecretFiles(env: Env): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new SecretFileError(`${name} and ${name}_FILE are both set: set only one.`);
    let text: string;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) throw new SecretFileError(`${name}_FILE (${file.slice(0, 200)}) is not a file.`);
      if (stat.size > MAX_SECRET_BYTES)
        throw new SecretFileError(`${name}_FILE (${file.slice(0, 200)}) is larger than ${MAX_SECRET_BYTES / 1024} KB.`);
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (error instanceof SecretFileError) throw error;
      const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unreadable';
      throw new SecretFileError(`${name}_FILE (${file.slice(0, 200)}) cannot be read (${code}).`);
    }
    const value = text.replace(/\r?\n$/, '');
    if (value.trim() === '') throw new SecretFileError(`${name}_FILE (${file.slice(0, 200)}) is empty.`);
    resolved[name] = value;
  }
  return resolved;
}
