import { describe, expect, it } from 'vitest';
import { sleep } from '../../lib/sleep';
import { createPacer } from './pacer';

describe('createPacer', () => {
  it('lets calls go while the units left cover them, then waits for the refill', () => {
    let t = 0;
    const pacer = createPacer({ perMinute: 1_500, left: 120 }, () => t);
    expect(pacer.delayFor(50)).toBe(0);
    pacer.spend(50);
    expect(pacer.delayFor(50)).toBe(0);
    pacer.spend(50);
    // 20 left; 30 more come in 30 / (1,500 / 60,000) = 1,200 ms.
    expect(pacer.delayFor(50)).toBe(1_200);
    t += 1_200;
    expect(pacer.delayFor(50)).toBe(0);
  });

  it('holds a steady minute: a minute of 50-unit calls at 1,500 a minute is 30 calls after the start', () => {
    let t = 0;
    const pacer = createPacer({ perMinute: 1_500, left: 0 }, () => t);
    let calls = 0;
    while (t < 60_000) {
      t += pacer.delayFor(50);
      if (t > 60_000) break;
      pacer.spend(50);
      calls += 1;
    }
    expect(calls).toBe(30);
  });

  it('never holds more than a minute of units, and waits the whole refill after a refusal', () => {
    let t = 0;
    const pacer = createPacer({ perMinute: 600, left: 10_000 }, () => t);
    for (let i = 0; i < 12; i += 1) pacer.spend(50);
    expect(pacer.delayFor(50)).toBe(5_000);
    t += 600_000;
    pacer.exhausted();
    expect(pacer.delayFor(50)).toBe(5_000);
  });
});

describe('sleep', () => {
  it('rejects at once when aborted', async () => {
    const abort = new AbortController();
    const waiting = sleep(60_000, abort.signal);
    abort.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
  });
});
