import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { MAX_RETRIES, createQueryClient, retryDelay, shouldRetry } from './queryClient';

const err = (kind: ApiErrorKind, retryAfter: number | null = null) => new ApiError(kind, 'x', null, retryAfter);

describe('shouldRetry', () => {
  it.each<[ApiErrorKind, boolean]>([
    ['invalid-input', false],
    ['unauthorized', false],
    ['signed-out', false],
    ['not-found', false],
    ['bad-response', false],
    ['rate-limited', true],
    ['upstream', true],
    ['network', true],
  ])('%s on the first failure -> %s', (kind, expected) => {
    expect(shouldRetry(0, err(kind))).toBe(expected);
  });

  it('stops after three retries', () => {
    expect(shouldRetry(MAX_RETRIES - 1, err('upstream'))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, err('upstream'))).toBe(false);
    expect(MAX_RETRIES).toBe(3);
  });

  it('does not wait out a long Retry-After in the background', () => {
    expect(shouldRetry(0, err('rate-limited', 30))).toBe(true);
    expect(shouldRetry(0, err('rate-limited', 3600))).toBe(false);
  });

  it('never retries errors that are not ApiErrors (bugs, aborts)', () => {
    expect(shouldRetry(0, new TypeError('boom'))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially for 5xx and network errors, capped', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, err('upstream')))).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(retryDelay(1, err('network'))).toBe(2000);
  });

  it('waits exactly Retry-After for 429', () => {
    expect(retryDelay(0, err('rate-limited', 7))).toBe(7000);
    expect(retryDelay(2, err('rate-limited', 0))).toBe(0);
  });

  it('backs off normally for a 429 without Retry-After', () => {
    expect(retryDelay(1, err('rate-limited'))).toBe(2000);
  });
});

describe('createQueryClient', () => {
  it('wires the policy and does not refetch on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(shouldRetry);
    expect(defaults.retryDelay).toBe(retryDelay);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.staleTime).toBeGreaterThan(0);
  });
});
