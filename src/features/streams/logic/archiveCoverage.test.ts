import { describe, expect, it } from 'vitest';
import { archiveCoverage } from './archiveCoverage';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const month = { kind: 'preset', window: '30d' } as const;
const window = { from: '2026-10-21T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z', bucketMs: 21_600_000 };
const coverage = {
  oldest: '2026-11-13T12:00:00.000Z',
  newest: '2026-11-20T11:59:00.000Z',
  rows: 23_000,
  backfillCompletedAt: '2026-11-20T10:00:00.000Z',
  retentionDays: 90,
  coversWindow: false,
};

describe('archiveCoverage', () => {
  it('a window the archive holds whole says since when', () => {
    expect(archiveCoverage({ window, coverage: { ...coverage, coversWindow: true } }, month, NOW)).toEqual({
      since: 'archive since 2026-11-13 12:00 UTC',
      whole: true,
      sentence: null,
    });
  });
  it('a window older than the archive says how much of it is covered', () => {
    expect(archiveCoverage({ window, coverage }, month, NOW).sentence).toBe(
      'Covers 7d of the 30 d you chose: archive since 2026-11-13 12:00 UTC.',
    );
  });
  it('a first backfill still running is said', () => {
    expect(
      archiveCoverage({ window, coverage: { ...coverage, backfillCompletedAt: null } }, month, NOW).sentence,
    ).toMatch(/still being filled/);
  });
  it('an empty archive', () => {
    expect(
      archiveCoverage(
        { window, coverage: { ...coverage, oldest: null, newest: null, rows: 0, backfillCompletedAt: null } },
        month,
        NOW,
      ),
    ).toMatchObject({ whole: false, since: 'archive empty so far' });
  });
});
