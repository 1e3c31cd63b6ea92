/**
 * How many archive queries one client may have running at once. The SQLite worker runs queries one
 * after another and PostgreSQL's pool has a few connections: without a limit, one client firing
 * summaries in a loop would queue everyone else behind its own. A client over the limit gets a
 * 429 at once instead of a place in the queue.
 */

export const ARCHIVE_QUERIES_PER_CLIENT = 2;

export class QueryGate {
  private readonly running = new Map<string, number>();

  constructor(private readonly perClient = ARCHIVE_QUERIES_PER_CLIENT) {}

  /** Counts a query for every key (a client's address, and its user when signed in); null when any key is at its limit. */
  tryEnter(keys: readonly string[]): (() => void) | null {
    if (keys.some((key) => (this.running.get(key) ?? 0) >= this.perClient)) return null;
    for (const key of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left > 0) this.running.set(key, left);
        else this.running.delete(key);
      }
    };
  }
}
