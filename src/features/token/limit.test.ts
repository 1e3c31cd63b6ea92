import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit';

describe('createLimiter', () => {
  it('never runs more than max at once and runs all', async () => {
    const limit = createLimiter(3);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 2));
          running--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('frees the slot when a task fails', async () => {
    const limit = createLimiter(1);
    await expect(
      limit(async () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    await expect(limit(async () => 1)).resolves.toBe(1);
  });
});
