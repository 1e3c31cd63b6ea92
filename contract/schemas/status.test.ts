import { describe, expect, it } from 'vitest';
import { parseServerStatus, serverStatus } from './status';

const healthy = { ok: true, latencyMs: 12, error: null };
const good = {
  mode: 'demo',
  version: '0.1.0',
  upstreams: {
    evm: healthy,
    chainB: healthy,
    streams: healthy,
    rpc: { ok: false, latencyMs: null, error: 'timed out' },
  },
};

describe('serverStatus', () => {
  it('accepts a status and drops unknown fields', () => {
    expect(
      parseServerStatus({ ...good, extra: 1, upstreams: { ...good.upstreams, evm: { ...healthy, extra: true } } }),
    ).toEqual(good);
  });
  it.each([
    ['not an object', 'nope'],
    ['a wrong mode', { ...good, mode: 'prod' }],
    ['a missing version', { ...good, version: undefined }],
    ['a missing upstream', { ...good, upstreams: { evm: healthy, chainB: healthy, streams: healthy } }],
    ['a latency as text', { ...good, upstreams: { ...good.upstreams, evm: { ...healthy, latencyMs: '12' } } }],
    [
      'a markup error field of the wrong type',
      { ...good, upstreams: { ...good.upstreams, evm: { ...healthy, error: { html: '<b>' } } } },
    ],
  ])('rejects %s', (_name, value) => {
    const result = serverStatus['~standard'].validate(value);
    expect('issues' in result && result.issues.length > 0).toBe(true);
  });
});

describe('serverStatus budget', () => {
  const budget = {
    perClientPerMinute: 1500,
    dailyLimit: 36000,
    dailySpent: 80,
    dailyLeft: 35920,
    dailyResetsAt: '2026-11-21T00:00:00.000Z',
    clientLeft: 1420,
  };
  it('keeps a whole budget block', () => {
    expect(parseServerStatus({ ...good, budget }).budget).toEqual(budget);
  });
  it('drops a malformed budget block without failing the status', () => {
    expect(parseServerStatus({ ...good, budget: { ...budget, dailyLeft: 'lots' } }).budget).toBeUndefined();
  });
});

describe('serverStatus shared', () => {
  const shared = {
    redis: 'down',
    database: 'ok',
    degraded: ['Redis is unreachable: this instance uses its own cache and limits until it returns.'],
  };
  it('keeps what instances share and what is degraded', () => {
    expect(parseServerStatus({ ...good, shared }).shared).toEqual(shared);
  });
  it.each([
    ['an unknown state', { ...shared, redis: 'maybe' }],
    ['degraded lines that are not text', { ...shared, degraded: [{ html: '<b>' }] }],
  ])('drops a block with %s without failing the status', (_name, value) => {
    expect(parseServerStatus({ ...good, shared: value }).shared).toBeUndefined();
  });
});
