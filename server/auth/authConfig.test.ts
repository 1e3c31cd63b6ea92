import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { isLoopbackHost } from './authConfig.ts';

const SECRET = 's'.repeat(32);
const OIDC = {
  AUTH: 'oidc',
  OIDC_ISSUER: 'https://login.example',
  OIDC_CLIENT_ID: 'chainboard',
  OIDC_CLIENT_SECRET: 'shh',
  OIDC_ALLOWED: 'alice@example.org, @corp.example',
  PUBLIC_URL: 'https://chainboard.example',
  SESSION_SECRET: SECRET,
};

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted it');
}

describe('sign-in settings', () => {
  it('is AUTH=none on loopback by default', () => {
    expect(loadConfig({}).auth).toEqual({ mode: 'none' });
    for (const host of ['127.0.0.1', '127.8.9.1', 'localhost', '::1', '[::1]'])
      expect(loadConfig({ HOST: host }).auth.mode).toBe('none');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'chainboard.example', '::ffff:10.0.0.1'])(
    'refuses HOST=%s without sign-in, in one line naming AUTH and ALLOW_ANONYMOUS',
    (host) => {
      const message = messageOf({ HOST: host });
      expect(message).toMatch(/AUTH=oidc or AUTH=proxy/);
      expect(message).toMatch(/ALLOW_ANONYMOUS=true/);
      expect(message).toContain(`HOST=${host}`);
      expect(message).not.toContain('\n');
    },
  );

  it('serves a non-loopback HOST anonymously only with ALLOW_ANONYMOUS=true', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_ANONYMOUS: 'true' }).auth.mode).toBe('none');
    expect(messageOf({ HOST: '0.0.0.0', ALLOW_ANONYMOUS: 'false' })).toMatch(/ALLOW_ANONYMOUS=true/);
    expect(messageOf({ HOST: '0.0.0.0', ALLOW_ANONYMOUS: 'yes' })).toMatch(/ALLOW_ANONYMOUS must be true or false/);
  });

  it('serves a non-loopback HOST with AUTH=oidc', () => {
    const { auth } = loadConfig({ ...OIDC, HOST: '0.0.0.0' });
    expect(auth).toMatchObject({ mode: 'oidc', clientId: 'chainboard', clientSecret: 'shh', sessionSecret: SECRET });
    if (auth.mode !== 'oidc') throw new Error('not oidc');
    expect(auth.issuer.href).toBe('https://login.example/');
    expect([...auth.allowed.emails, ...auth.allowed.domains]).toEqual(['alice@example.org', 'corp.example']);
  });

  it.each(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_ALLOWED', 'PUBLIC_URL'])('AUTH=oidc names a missing %s', (name) => {
    expect(messageOf({ ...OIDC, [name]: '' })).toContain(name);
  });

  it('AUTH=oidc takes a public client without OIDC_CLIENT_SECRET', () => {
    expect(loadConfig({ ...OIDC, OIDC_CLIENT_SECRET: '' }).auth).toMatchObject({ clientSecret: null });
  });

  it('AUTH=oidc refuses a missing or short SESSION_SECRET, naming it and the length', () => {
    for (const secret of ['', 'x'.repeat(31), `  ${'x'.repeat(20)}  `]) {
      expect(messageOf({ ...OIDC, SESSION_SECRET: secret })).toMatch(/SESSION_SECRET of at least 32 characters/);
    }
  });

  it('AUTH=oidc refuses plain http except on loopback', () => {
    expect(messageOf({ ...OIDC, OIDC_ISSUER: 'http://login.example' })).toMatch(/OIDC_ISSUER must be an https URL/);
    expect(messageOf({ ...OIDC, PUBLIC_URL: 'http://chainboard.example' })).toMatch(/PUBLIC_URL must be an https URL/);
    expect(
      loadConfig({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:4007', PUBLIC_URL: 'http://localhost:8080' }).auth.mode,
    ).toBe('oidc');
    expect(messageOf({ ...OIDC, PUBLIC_URL: 'https://chainboard.example/?x=1' })).toMatch(
      /PUBLIC_URL must be a plain URL/,
    );
    expect(messageOf({ ...OIDC, OIDC_ISSUER: 'not a url' })).toMatch(/OIDC_ISSUER is not a valid URL/);
  });

  it('AUTH=oidc refuses an allowlist entry that is neither an email nor an @domain', () => {
    expect(messageOf({ ...OIDC, OIDC_ALLOWED: 'alice@example.org, everyone' })).toMatch(/OIDC_ALLOWED: "everyone"/);
  });

  it('AUTH=proxy needs AUTH_PROXY_HEADER, kept lowercase', () => {
    expect(messageOf({ AUTH: 'proxy' })).toMatch(/AUTH_PROXY_HEADER/);
    expect(messageOf({ AUTH: 'proxy', AUTH_PROXY_HEADER: 'X Email' })).toMatch(/AUTH_PROXY_HEADER/);
    const proxied = loadConfig({
      AUTH: 'proxy',
      AUTH_PROXY_HEADER: 'X-Forwarded-Email',
      TRUST_PROXY: '10.0.0.5',
      HOST: '0.0.0.0',
    });
    expect(proxied.auth).toEqual({ mode: 'proxy', proxyHeader: 'x-forwarded-email' });
  });

  it('AUTH=proxy needs TRUST_PROXY, without which no user header would ever be believed', () => {
    expect(messageOf({ AUTH: 'proxy', AUTH_PROXY_HEADER: 'X-Forwarded-Email' })).toMatch(
      /AUTH=proxy needs TRUST_PROXY/,
    );
  });

  it('refuses an unknown AUTH', () => {
    expect(messageOf({ AUTH: 'basic' })).toMatch(/AUTH must be none, oidc or proxy/);
  });

  it('tells loopback hosts apart', () => {
    expect(['127.0.0.1', 'LOCALHOST', '::1', '::ffff:127.0.0.1'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', 'localhost.example', '128.0.0.1'].some(isLoopbackHost)).toBe(false);
  });
});

describe('server/main.ts with a non-loopback HOST', () => {
  it('refuses to start without sign-in, with one line naming the variables, and does not listen', () => {
    const env = { PATH: process.env.PATH ?? '', HOST: '0.0.0.0', PORT: '4315', CHAINBOARD_API_ONLY: '1' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'chainboard: HOST=0.0.0.0 lets other machines connect, and nobody has to sign in: set AUTH=oidc or AUTH=proxy, or ALLOW_ANONYMOUS=true to serve everyone who can reach it.',
    ]);
  });
});
