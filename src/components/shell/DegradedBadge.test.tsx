// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithStatus, resetStatusFixture } from '../../test/renderWithStatus';
import type { ServerStatus } from '../../../contract/schemas/status';
import { DegradedBadge } from './DegradedBadge';

afterEach(resetStatusFixture);

const REDIS_AWAY = 'Redis is unreachable: this instance uses its own cache and limits until it returns.';

describe('DegradedBadge', () => {
  it('says what is degraded when a shared part is away', () => {
    renderWithStatus(<DegradedBadge />, {
      mode: 'live',
      shared: { redis: 'down', database: 'ok', degraded: [REDIS_AWAY] },
    });
    expect(screen.getByText('Degraded')).toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(REDIS_AWAY);
  });

  it.each<[string, Partial<ServerStatus>]>([
    ['everything shared is there', { shared: { redis: 'ok', database: 'ok', degraded: [] } }],
    ['the server shares nothing', {}],
  ])('shows nothing when %s', (_name, status) => {
    renderWithStatus(<DegradedBadge />, { mode: 'live', ...status });
    expect(screen.queryByText('Degraded')).toBeNull();
  });
});
