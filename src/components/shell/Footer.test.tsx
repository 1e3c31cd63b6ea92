// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithStatus, resetStatusFixture } from '../../test/renderWithStatus';
import { Footer } from './Footer';

afterEach(resetStatusFixture);

const renderFooter = (status?: { mode: 'demo' | 'live' }) => renderWithStatus(<Footer />, status);

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
