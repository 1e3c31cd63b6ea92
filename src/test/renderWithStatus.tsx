import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { statusKeys } from '../api/status';
import type { ServerStatus } from '../../contract/schemas/status';

/**
 * Renders `ui` with a fresh QueryClient in which /api/status has answered `status`, or, without
 * it, never answers (fetch hangs), as in the moment before the first answer.
 */
export function renderWithStatus(ui: ReactNode, status?: { mode: 'demo' | 'live' } & Partial<ServerStatus>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const client = new QueryClient();
  if (status) client.setQueryData(statusKeys.all, { version: '0.1.0', upstreams: {}, ...status });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** For afterEach: unmounts, removes the page's demo mark (`<html data-mode>`) and the fetch stub. */
export function resetStatusFixture() {
  cleanup();
  delete document.documentElement.dataset.mode;
  vi.unstubAllGlobals();
}
