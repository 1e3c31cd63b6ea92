// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { ErrorPanel } from './ErrorPanel';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const cases: [ApiErrorKind, number | null, RegExp][] = [
  ['invalid-input', 400, /did not accept these parameters/],
  ['unauthorized', 401, /API key/],
  ['signed-out', 401, /session has ended/],
  ['not-found', 404, /has nothing for this/],
  ['rate-limited', 429, /request limit/],
  ['upstream', 504, /failed or timed out/],
  ['network', null, /could not reach the Chainboard server/],
  ['bad-response', 200, /unexpected shape/],
];

describe('ErrorPanel', () => {
  it.each(cases)('explains %s', (kind, status, expected) => {
    render(<ErrorPanel error={new ApiError(kind, 'the message', status)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
  });

  it("shows the service's own message for invalid input and the detail of a bad response", () => {
    const { rerender } = render(
      <ErrorPanel error={new ApiError('invalid-input', 'coin_type_hashes must be an array', 400)} />,
    );
    expect(screen.getByText('coin_type_hashes must be an array')).toBeInTheDocument();
    rerender(<ErrorPanel error={new ApiError('bad-response', 'unexpected shape at result.0.hash', 200)} />);
    expect(screen.getByText('unexpected shape at result.0.hash')).toBeInTheDocument();
  });

  it("says the service is unreachable on the proxy's 502", () => {
    render(
      <ErrorPanel error={new ApiError('upstream', 'The upstream service is unreachable (connection refused).', 502)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/The data service failed.*The data service is unreachable/);
  });

  it('does not show internal messages for kinds that have their own explanation', () => {
    render(<ErrorPanel error={new ApiError('upstream', 'ECONNRESET at 10.0.0.3', 502)} />);
    expect(screen.queryByText(/ECONNRESET/)).toBeNull();
  });

  it('offers Retry only when onRetry is given', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorPanel error={new ApiError('upstream', 'x', 503)} />);
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    rerender(<ErrorPanel error={new ApiError('upstream', 'x', 503)} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('explains an unknown error generically', () => {
    render(<ErrorPanel error={new TypeError('x is undefined')} title="Token price" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Token price: something went wrong/);
    expect(screen.getByText('x is undefined')).toBeInTheDocument();
  });

  describe('Retry-After countdown', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('counts down each second and enables Retry at zero', () => {
      const onRetry = vi.fn();
      render(<ErrorPanel error={new ApiError('rate-limited', 'slow down', 429, 3)} onRetry={onRetry} />);
      const button = screen.getByRole('button', { name: 'Retry in 3 s' });
      expect(button).toBeDisabled();
      expect(screen.getByText('You can retry in 3 s.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Retry in 2 s' })).toBeDisabled();
      // One tick per act: each second's timer is set by the effect after the previous render.
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.advanceTimersByTime(1000));
      const ready = screen.getByRole('button', { name: 'Retry' });
      expect(ready).toBeEnabled();
      expect(screen.queryByText(/You can retry in/)).toBeNull();
      fireEvent.click(ready);
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('restarts for a new rate-limit error', () => {
      const { rerender } = render(<ErrorPanel error={new ApiError('rate-limited', 'a', 429, 1)} onRetry={() => {}} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      rerender(<ErrorPanel error={new ApiError('rate-limited', 'b', 429, 5)} onRetry={() => {}} />);
      expect(screen.getByRole('button', { name: 'Retry in 5 s' })).toBeDisabled();
    });
  });
});
