// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithStatus, resetStatusFixture } from '../../test/renderWithStatus';
import { DemoBadge } from './DemoBadge';

afterEach(resetStatusFixture);

const renderBadge = (status?: { mode: 'demo' | 'live' }) => renderWithStatus(<DemoBadge />, status);

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
