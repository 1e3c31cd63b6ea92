import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBudget } from './budget.ts';
import { DAY_FILE, fileDayStore, memoryDayStore } from './dayStore.ts';

const NOON = Date.parse('2026-03-10T12:00:00Z');

function clock(start = NOON) {
  const state = { ms: start };
  return { now: () => state.ms, advance: (ms: number) => void (state.ms += ms) };
}

describe('createBudget', () => {
  it('lets a client spend its minute at once, then refuses with the seconds until the next call fits', () => {
    const time = clock();
    const budget = createBudget({
      perClientPerMinute: 150,
      dailyLimit: 10_000,
      store: memoryDayStore(),
      now: time.now,
    });
    expect(budget.tryCharge('a', 50)).toEqual({ ok: true });
    expect(budget.tryCharge('a', 50)).toEqual({ ok: true });
    expect(budget.tryCharge('a', 50)).toEqual({ ok: true });
    const refused = budget.tryCharge('a', 50);
    expect(refused).toMatchObject({ ok: false, scope: 'client', retryAfterS: 20 });
    // Another client has its own minute.
    expect(budget.tryCharge('b', 50)).toEqual({ ok: true });
    // 150 a minute refills 50 in 20 s.
    time.advance(19_000);
    expect(budget.tryCharge('a', 50).ok).toBe(false);
    time.advance(1_000);
    expect(budget.tryCharge('a', 50)).toEqual({ ok: true });
    expect(budget.snapshot()).toMatchObject({ dailySpent: 250, dailyLeft: 9_750 });
  });

  it('charges nothing when it refuses', () => {
    const budget = createBudget({
      perClientPerMinute: 60,
      dailyLimit: 10_000,
      store: memoryDayStore(),
      now: clock().now,
    });
    expect(budget.tryCharge('a', 50).ok).toBe(true);
    expect(budget.tryCharge('a', 50).ok).toBe(false);
    expect(budget.clientLeft('a')).toBe(10);
    expect(budget.snapshot().dailySpent).toBe(50);
  });

  it("charges a signed-in user's request to its address and to the user: both must have room", () => {
    const budget = createBudget({
      perClientPerMinute: 100,
      dailyLimit: 10_000,
      store: memoryDayStore(),
      now: clock().now,
    });
    expect(budget.tryCharge(['10.0.0.1', 'user:ana'], 50)).toEqual({ ok: true });
    // The same user from another address: the address has room, the user has 50 left.
    expect(budget.tryCharge(['10.0.0.2', 'user:ana'], 50)).toEqual({ ok: true });
    const refused = budget.tryCharge(['10.0.0.3', 'user:ana'], 50);
    expect(refused).toMatchObject({ ok: false, scope: 'client', retryAfterS: 30 });
    if (!refused.ok) expect(refused.message).toMatch(/signed-in user/);
    // Refused: nothing was taken from the address that had room.
    expect(budget.clientLeft('10.0.0.3')).toBe(100);
    expect(budget.clientLeft(['10.0.0.3', 'user:ana'])).toBe(0);
    // Another user on an address the first one used has what is left of that address.
    expect(budget.tryCharge(['10.0.0.1', 'user:ben'], 50)).toEqual({ ok: true });
    expect(budget.tryCharge(['10.0.0.1', 'user:ben'], 50).ok).toBe(false);
    expect(budget.snapshot().dailySpent).toBe(150);
  });

  it('refuses every client once the day is spent, until 00:00 UTC', () => {
    const time = clock(Date.parse('2026-03-10T23:59:00Z'));
    const budget = createBudget({ perClientPerMinute: 1_000, dailyLimit: 100, store: memoryDayStore(), now: time.now });
    expect(budget.tryCharge('a', 50).ok).toBe(true);
    expect(budget.tryCharge('b', 50).ok).toBe(true);
    expect(budget.tryCharge('c', 30)).toMatchObject({ ok: false, scope: 'daily', retryAfterS: 60 });
    // A free call is refused too once nothing is left: the day is over for the upstream.
    expect(budget.tryCharge('c', 0)).toMatchObject({ ok: false, scope: 'daily' });
    expect(budget.snapshot()).toMatchObject({ dailyLeft: 0, dailyResetsAt: '2026-03-11T00:00:00.000Z' });
    time.advance(60_000);
    expect(budget.tryCharge('c', 30)).toEqual({ ok: true });
    expect(budget.snapshot()).toMatchObject({ dailySpent: 30, dailyLeft: 70 });
  });
});

describe('the day count on disk', () => {
  it('survives a restart on the same UTC day, and not into the next', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-budget-'));
    const time = clock();
    const first = createBudget({
      perClientPerMinute: 1_000,
      dailyLimit: 1_000,
      store: fileDayStore(dir),
      now: time.now,
    });
    expect(first.tryCharge('a', 50).ok).toBe(true);
    expect(first.tryCharge('b', 30).ok).toBe(true);
    await first.flushed();
    expect(JSON.parse(readFileSync(path.join(dir, DAY_FILE), 'utf8'))).toEqual({ day: '2026-03-10', spent: 80 });

    // No close(): the count was written as it was spent, so a killed process keeps it too.
    const second = createBudget({
      perClientPerMinute: 1_000,
      dailyLimit: 1_000,
      store: fileDayStore(dir),
      now: time.now,
    });
    expect(second.snapshot().dailySpent).toBe(80);

    time.advance(24 * 60 * 60_000);
    const nextDay = createBudget({
      perClientPerMinute: 1_000,
      dailyLimit: 1_000,
      store: fileDayStore(dir),
      now: time.now,
    });
    expect(nextDay.snapshot().dailySpent).toBe(0);
  });

  it('writes the newest count on close', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-budget-'));
    const budget = createBudget({
      perClientPerMinute: 1_000,
      dailyLimit: 1_000,
      store: fileDayStore(dir),
      now: clock().now,
    });
    budget.tryCharge('a', 25);
    budget.close();
    expect(JSON.parse(readFileSync(path.join(dir, DAY_FILE), 'utf8'))).toEqual({ day: '2026-03-10', spent: 25 });
  });

  it('starts at 0 with a warning when the file is not a count', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-budget-'));
    writeFileSync(path.join(dir, DAY_FILE), '{"day":"2026-03-10","spent":"lots"');
    const warnings: string[] = [];
    const budget = createBudget({
      perClientPerMinute: 1_000,
      dailyLimit: 1_000,
      store: fileDayStore(dir, (m) => warnings.push(m)),
      now: clock().now,
    });
    expect(budget.snapshot().dailySpent).toBe(0);
    expect(warnings).toHaveLength(1);
  });
});
