import { describe, expect, it } from 'vitest';
import { liveCoverage } from './coverage';
import { DAY, HOUR } from '../../../../contract/pages/streams/types';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const day = { kind: 'preset', window: '24h' } as const;

describe('liveCoverage', () => {
  it('loaded rows reaching back 3 h cover 3 h of a 24 h window', () => {
    expect(liveCoverage(day, NOW, { oldestLoaded: NOW - 3 * HOUR, complete: false })).toEqual({
      coveredMs: 3 * HOUR,
      chosenMs: DAY,
      coveredFrom: NOW - 3 * HOUR,
      full: false,
      limit: 'loaded',
    });
  });

  it('rows reaching past the window cover all of it', () => {
    expect(liveCoverage(day, NOW, { oldestLoaded: NOW - 30 * HOUR, complete: false })).toMatchObject({
      coveredMs: DAY,
      full: true,
      limit: null,
    });
  });

  it("the whole history loaded still covers only the service's week of a 30 d window", () => {
    const month = { kind: 'preset', window: '30d' } as const;
    expect(liveCoverage(month, NOW, { oldestLoaded: NOW - 2 * DAY, complete: true })).toMatchObject({
      coveredMs: 7 * DAY,
      chosenMs: 30 * DAY,
      full: false,
      limit: 'retention',
    });
    // A short window inside the service's week is whole once everything is loaded.
    expect(liveCoverage(day, NOW, { oldestLoaded: NOW - 2 * HOUR, complete: true })).toMatchObject({
      coveredMs: DAY,
      full: true,
    });
  });

  it('a custom range in the past is covered only where the rows reach', () => {
    const range = { kind: 'custom', from: NOW - 10 * HOUR, to: NOW - 4 * HOUR } as const;
    expect(liveCoverage(range, NOW, { oldestLoaded: NOW - 6 * HOUR, complete: false })).toMatchObject({
      coveredMs: 2 * HOUR,
      chosenMs: 6 * HOUR,
      full: false,
    });
    expect(liveCoverage(range, NOW, { oldestLoaded: NOW - 3 * HOUR, complete: false })).toMatchObject({
      coveredMs: 0,
      full: false,
    });
  });

  it('all: full only when the whole history is loaded', () => {
    const all = { kind: 'preset', window: 'all' } as const;
    expect(liveCoverage(all, NOW, { oldestLoaded: NOW - 5 * HOUR, complete: false })).toMatchObject({
      coveredMs: 5 * HOUR,
      chosenMs: null,
      full: false,
      limit: 'loaded',
    });
    expect(liveCoverage(all, NOW, { oldestLoaded: NOW - 5 * HOUR, complete: true })).toMatchObject({ full: true });
  });

  it('nothing loaded covers nothing', () => {
    expect(liveCoverage(day, NOW, { oldestLoaded: null, complete: false })).toMatchObject({
      coveredMs: 0,
      full: false,
    });
  });
});
