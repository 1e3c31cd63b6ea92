// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { LazyErrorPanel, PlainErrorPanel } from './LazyErrorPanel';

afterEach(cleanup);

describe('LazyErrorPanel', () => {
  it('says what failed at once, then explains the failure kind once the full panel has loaded', async () => {
    render(
      <LazyErrorPanel
        title="Service status"
        error={new ApiError('rate-limited', 'slow down', 429, 3)}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Service status: this failed');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Service status: too many requests'));
    expect(screen.getByRole('button', { name: 'Retry in 3 s' })).toBeDisabled();
  });
});

describe('PlainErrorPanel (while loading, or when the full panel cannot be fetched)', () => {
  it('names the widget, gives the error’s own words and offers the retry', () => {
    const onRetry = vi.fn();
    render(<PlainErrorPanel title="Recent lookups" error={new TypeError('Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Recent lookups: this failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no Retry where there is nothing to retry', () => {
    render(<PlainErrorPanel error="unexpected" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This failedunexpected');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
