import { describe, expect, it } from 'vitest';
import { describeAttempt, describeEvent, describeRule, isFiring } from './describe';
import { titleFor } from './useFiringWatch';

describe('alert wording', () => {
  it('describes rules by kind and scope', () => {
    expect(describeRule({ kind: 'count', threshold: 1, windowMinutes: 5, scope: { type: 'all', value: '' } })).toBe(
      'At least 1 failure in 5 min, all streams',
    );
    expect(
      describeRule({ kind: 'count', threshold: 30, windowMinutes: 1, scope: { type: 'chain', value: '0x89' } }),
    ).toBe('At least 30 failures in 1 min, chain 0x89');
    expect(
      describeRule({ kind: 'new-error', threshold: 1, windowMinutes: 60, scope: { type: 'error', value: 'tls' } }),
    ).toBe('A new error message, errors containing “tls”');
  });

  it('describes events and attempts', () => {
    expect(describeEvent({ kind: 'fired', count: 35, subject: '' })).toBe('Fired: 35 failures in the window');
    expect(describeEvent({ kind: 'new-error', count: 2, subject: 'certificate has expired' })).toBe(
      'New error: certificate has expired',
    );
    expect(
      describeAttempt({ attempt: 1, at: '2026-11-20T12:00:00.000Z', ok: true, statusCode: 204, error: null }),
    ).toBe('delivered (HTTP 204)');
    expect(
      describeAttempt({ attempt: 2, at: '2026-11-20T12:00:00.000Z', ok: false, statusCode: 503, error: 'HTTP 503' }),
    ).toBe('HTTP 503');
    expect(isFiring({ kind: 'resolved' })).toBe(false);
    expect(isFiring({ kind: 'new-error' })).toBe(true);
  });

  it('puts the new-failure count in the tab title', () => {
    expect(titleFor(0)).toBe('Alerts · Chainboard');
    expect(titleFor(3)).toBe('(+3) Alerts · Chainboard');
  });
});
