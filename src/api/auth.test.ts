// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authMeOptions, authMeSchema } from './auth';
import { fetchJson } from './client';
import { ApiError } from './errors';
import { getUsage } from './usage';
import { resetSignedOut } from './signedOut';
import * as signedOut from './signedOut';
import { serverStatus } from '../../contract/schemas/status';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSignedOut();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

describe('a 401 from the server', () => {
  it("is 'signed-out', and tells the shell, when it is the server's own sign-in refusal", async () => {
    const report = vi.spyOn(signedOut, 'reportSignedOut');
    const spentBefore = getUsage().computeUnitsSpent;
    answer(401, { message: 'Sign in to use this Chainboard.', signIn: '/api/auth/login' });
    const error = await fetchJson('/api/evm/0xabc', serverStatus, { computeUnits: 30 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('signed-out');
    expect(report).toHaveBeenCalledWith('oidc');
    // Refused before any upstream call: the usage meter counts nothing.
    expect(getUsage().computeUnitsSpent).toBe(spentBefore);
  });

  it('names the proxy when the server cannot sign people in itself (signIn: null)', async () => {
    const report = vi.spyOn(signedOut, 'reportSignedOut');
    answer(401, { message: 'The sign-in proxy in front of this Chainboard did not say who you are.', signIn: null });
    await fetchJson('/api/evm/0xabc', serverStatus).catch(() => {});
    expect(report).toHaveBeenCalledWith('proxy');
  });

  it("stays 'unauthorized' when the data service refuses the key", async () => {
    const report = vi.spyOn(signedOut, 'reportSignedOut');
    answer(401, { message: 'Token is invalid format' });
    const error = (await fetchJson('/api/evm/0xabc', serverStatus).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('unauthorized');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('GET /api/auth/me', () => {
  it('reports a signed-out visitor when sign-in is on', async () => {
    const report = vi.spyOn(signedOut, 'reportSignedOut');
    answer(200, { mode: 'oidc', user: null });
    const me = await new QueryClient().fetchQuery(authMeOptions());
    expect(me).toEqual({ mode: 'oidc', user: null });
    expect(report).toHaveBeenCalledWith('oidc');
  });

  it('keeps the user, and reports nothing, when someone is signed in', async () => {
    const report = vi.spyOn(signedOut, 'reportSignedOut');
    answer(200, { mode: 'oidc', user: { id: 'a@example.org', email: 'a@example.org', name: null, extra: 1 } });
    expect(await new QueryClient().fetchQuery(authMeOptions())).toEqual({
      mode: 'oidc',
      user: { id: 'a@example.org', email: 'a@example.org', name: null },
    });
    expect(report).not.toHaveBeenCalled();
  });

  it.each([{ mode: 'basic', user: null }, { mode: 'oidc', user: { email: 'a@example.org' } }, { mode: 'oidc' }, null])(
    'refuses %j',
    (body) => {
      expect('issues' in authMeSchema['~standard'].validate(body)).toBe(true);
    },
  );
});
