// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { statusKeys } from '../../api/status';
import { Footer } from './Footer';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.mode;
  vi.unstubAllGlobals();
});

function renderFooter(status?: { mode: 'demo' | 'live' }) {
  // /api/status never answers here unless its answer is given.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const client = new QueryClient();
  if (status) client.setQueryData(statusKeys.all, { version: '0.1.0', upstreams: {}, ...status });
  render(
    <QueryClientProvider client={client}>
      <Footer />
    </QueryClientProvider>,
  );
}

describe('Footer', () => {
  it('names demo mode from the page before /api/status answers, so its text does not grow later', () => {
    document.documentElement.dataset.mode = 'demo';
    renderFooter();
    expect(screen.getByText('Chainboard · demo data from the built-in stand-in')).toBeInTheDocument();
  });

  it('adds the version and follows /api/status once it has answered', () => {
    document.documentElement.dataset.mode = 'demo';
    renderFooter({ mode: 'live' });
    expect(screen.getByText('Chainboard 0.1.0 · live data service')).toBeInTheDocument();
  });

  it('names no mode before the answer in a page without the demo mark', () => {
    renderFooter();
    expect(screen.getByText('Chainboard')).toBeInTheDocument();
  });
});
