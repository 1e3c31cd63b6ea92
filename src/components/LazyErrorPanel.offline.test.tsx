// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { LazyErrorPanel } from './LazyErrorPanel';

// The full panel's chunk cannot be fetched (Chainboard's own server is unreachable).
const importAttempted = vi.fn();
vi.mock('./ErrorPanel', () => {
  importAttempted();
  throw new Error('Failed to fetch dynamically imported module');
});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>crashed</p> : this.props.children;
  }
}

afterEach(cleanup);

describe('LazyErrorPanel when the full panel cannot be fetched', () => {
  it('keeps the plain panel: what failed, in the error’s words, with Retry', async () => {
    render(
      <Catch>
        <LazyErrorPanel
          title="Service status"
          error={new ApiError('network', 'Could not reach the Chainboard server. Check your connection and try again.')}
          onRetry={() => {}}
        />
      </Catch>,
    );
    await waitFor(() => expect(importAttempted).toHaveBeenCalled());
    // Let the failed import settle and React retry the render (it throttles reveals by 300 ms).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('crashed')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Service status: this failedCould not reach the Chainboard server.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
