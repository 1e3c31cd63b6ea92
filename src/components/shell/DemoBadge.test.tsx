// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { statusKeys } from '../../api/status';
import { DemoBadge } from './DemoBadge';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.mode;
  vi.unstubAllGlobals();
});

function renderBadge(status?: { mode: 'demo' | 'live' }) {
  // /api/status never answers here unless its answer is given.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const client = new QueryClient();
  if (status) client.setQueryData(statusKeys.all, { version: '0.1.0', upstreams: {}, ...status });
  render(
    <QueryClientProvider client={client}>
      <DemoBadge />
    </QueryClientProvider>,
  );
}

describe('DemoBadge', () => {
  it('shows before /api/status answers when the page says demo mode', () => {
    document.documentElement.dataset.mode = 'demo';
    renderBadge();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
  });

  it('shows nothing before /api/status answers in a page without the demo mark', () => {
    renderBadge();
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it('follows /api/status once it has answered', () => {
    document.documentElement.dataset.mode = 'demo';
    renderBadge({ mode: 'live' });
    expect(screen.queryByText('Demo data')).toBeNull();
    cleanup();
    delete document.documentElement.dataset.mode;
    renderBadge({ mode: 'demo' });
    expect(screen.getByText('Demo data')).toBeInTheDocument();
  });
});
