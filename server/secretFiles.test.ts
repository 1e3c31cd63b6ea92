import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** Secrets read from files (NAME_FILE), and SESSION_SECRET as a list. */

const dir = mkdtempSync(path.join(tmpdir(), 'cb-secrets-'));
function secretFile(name: string, contents: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, contents);
  return file;
}

const URLS = {
  DATA_API_URL: 'https://a.example',
  CHAIN_B_API_URL: 'https://b.example',
  STREAMS_API_URL: 'https://s.example',
  RPC_API_URL: 'https://r.example',
};
const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);
const OIDC = {
  AUTH: 'oidc',
  OIDC_ISSUER: 'https://login.example',
  OIDC_CLIENT_ID: 'chainboard',
  OIDC_ALLOWED: '@corp.example',
  PUBLIC_URL: 'https://dash.example',
};

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('secrets from files', () => {
  it('reads each *_FILE, dropping one trailing line break', () => {
    const config = loadConfig({
      ...URLS,
      ...OIDC,
      API_KEY_FILE: secretFile('key', 'key-from-file\n'),
      DATABASE_URL_FILE: secretFile('db', 'postgres://u:p@db.internal/chainboard\n'),
      REDIS_URL_FILE: secretFile('redis', 'redis://:pw@redis.internal:6379/0'),
      SESSION_SECRET_FILE: secretFile('session', `${SECRET_A},${SECRET_B}\n`),
      OIDC_CLIENT_SECRET_FILE: secretFile('client', 'client-secret\r\n'),
    });
    expect(config.apiKey).toBe('key-from-file');
    expect(config.archive.databaseUrl).toBe('postgres://u:p@db.internal/chainboard');
    expect(config.redisUrl).toBe('redis://:pw@redis.internal:6379/0');
    expect(config.auth).toMatchObject({
      mode: 'oidc',
      clientSecret: 'client-secret',
      sessionSecret: SECRET_A,
      olderSessionSecrets: [SECRET_B],
    });
  });

  it('refuses both a variable and its file, a missing file and an empty one, never showing contents', () => {
    const file = secretFile('both', 'in-the-file');
    expect(messageOf({ API_KEY: 'x', API_KEY_FILE: file })).toBe(
      'API_KEY and API_KEY_FILE are both set: set only one.',
    );
    expect(messageOf({ API_KEY_FILE: path.join(dir, 'missing') })).toMatch(
      /^API_KEY_FILE \(.*missing\) cannot be read \(ENOENT\)\.$/,
    );
    expect(messageOf({ REDIS_URL_FILE: secretFile('empty', '\n') })).toMatch(/REDIS_URL_FILE .* is empty/);
    expect(messageOf({ DATABASE_URL_FILE: dir })).toMatch(/DATABASE_URL_FILE .* is not a file/);
    expect(messageOf({ ...URLS, API_KEY_FILE: secretFile('spaced', 'two words') })).not.toContain('two words');
  });
});

describe('SESSION_SECRET', () => {
  it('takes a comma-separated list: the first signs, the others verify', () => {
    const { auth } = loadConfig({ ...OIDC, SESSION_SECRET: ` ${SECRET_A} , ${SECRET_B} ` });
    expect(auth).toMatchObject({ sessionSecret: SECRET_A, olderSessionSecrets: [SECRET_B] });
  });

  it('refuses a list with a short entry', () => {
    expect(messageOf({ ...OIDC, SESSION_SECRET: `${SECRET_A},short` })).toMatch(/at least 32 characters/);
  });
});
