import { describe, expect, it } from 'vitest';
import { rawRequest, TEST_KEY } from '../testing/harness.ts';
import { setupProxySuite } from '../testing/suite.ts';
import { HOSTILE_CASES } from './hostile-cases.ts';

/**
 * Every request of the hostile table is refused with its status, with a JSON body when the
 * server (not the HTTP parser) answers, and none reaches the recording upstream.
 */

const env = setupProxySuite();

describe('the hostile-request table', () => {
  it('has at least 100 cases with unique names', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HOSTILE_CASES.map((c) => c.name)).size).toBe(HOSTILE_CASES.length);
  });

  it.each(HOSTILE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, hostile) => {
    const response = await rawRequest(env.proxy.port, hostile.raw);
    expect(response.status).toBe(hostile.status);
    const answeredByServer = /content-type: application\/json/i.test(response.headers);
    if (answeredByServer && !/^HEAD /.test(hostile.raw.toString('latin1'))) {
      // The server's own refusals are {message}; the HTTP parser's (Fastify defaults) add fields.
      const body: unknown = JSON.parse(response.body);
      expect(body).toMatchObject({ message: expect.any(String) });
    }
    if (hostile.status === 405) expect(response.headers).toMatch(/\r\nallow: (GET|POST)/i);
    expect(response.headers + response.body).not.toContain(TEST_KEY);
    expect(env.recorder.requests).toEqual([]);
  });

  it('sent nothing upstream and logged no key across the whole table', () => {
    expect(env.recorder.requests).toHaveLength(0);
    expect(env.proxy.logs.lines.length).toBeGreaterThan(0);
    expect(env.proxy.logs.lines.filter((line) => line.includes(TEST_KEY))).toEqual([]);
  });
});
