// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchJson } from '../api/client';
import type { BudgetStatus } from '../../contract/schemas/status';
import { BUDGET_LEFT_HEADER } from '../../contract/api/statusPath';
import { UsageMeter } from './UsageMeter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const budget: BudgetStatus = {
  perClientPerMinute: 1_500,
  dailyLimit: 36_000,
  dailySpent: 6_000,
  dailyLeft: 30_000,
  dailyResetsAt: '2026-03-11T00:00:00.000Z',
  clientLeft: 1_500,
};

/** A proxied answer as the server sends it: X-Cache, and what the server may still spend today. */
function proxiedAnswer(dailyLeft: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('{"ok":true}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-cache': 'miss', [BUDGET_LEFT_HEADER]: dailyLeft },
        }),
    ),
  );
}

describe('the usage meter', () => {
  it("shows the server's budget left today from its status, not only this tab's calls", () => {
    render(<UsageMeter budget={budget} />);
    expect(screen.getByText(/server budget: 30,000 of 36,000 CU left today/)).toBeInTheDocument();
  });

  it("follows the server's figure on every proxied answer, spent by any client", async () => {
    render(<UsageMeter budget={budget} />);
    // Other clients spent 5,000 since the status was read: this tab's one call could not explain it.
    proxiedAnswer('25000');
    await act(() => fetchJson('/api/evm/0xabc', z.object({ ok: z.boolean() }), { computeUnits: 30 }));
    expect(screen.getByText(/server budget: 25,000 of 36,000 CU left today/)).toBeInTheDocument();
  });

  it('ignores a header that is not a count', async () => {
    render(<UsageMeter budget={{ ...budget, dailyLeft: 20_000 }} />);
    proxiedAnswer('lots');
    await act(() => fetchJson('/api/evm/0xdef', z.object({ ok: z.boolean() }), { computeUnits: 30 }));
    expect(screen.getByText(/server budget: 20,000 of 36,000 CU left today/)).toBeInTheDocument();
  });
});
