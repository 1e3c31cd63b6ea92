/**
 * A tiny concurrency gate: history samples are many small calls, and firing 48 at once would
 * trip the service's per-second rate limit. At most `max` run at a time; the rest wait in order.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiter, so the count never overshoots.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
