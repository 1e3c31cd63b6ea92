/**
 * Paces a walk of many calls under the server's per-client budget (a token bucket of
 * `perMinute` compute units refilled evenly over a minute, server/budget/budget.ts) instead of
 * running into its 429s: the walk starts with the units the server says this client has left,
 * and waits for the refill before a call they do not cover. Cached pages cost nothing and take
 * nothing from it.
 */
export interface Pacer {
  /** Milliseconds to wait before a call of `cost` units may go. */
  delayFor(cost: number): number;
  /** A call of `cost` units went upstream. */
  spend(cost: number): void;
  /** The server refused a call (429): it has nothing left for now. */
  exhausted(): void;
}

export interface PacerBudget {
  perMinute: number;
  /** Units this client could spend right now, as /api/status last said. */
  left: number;
}

export function createPacer(budget: PacerBudget, now: () => number = () => performance.now()): Pacer {
  const capacity = Math.max(0, budget.perMinute);
  const perMs = capacity / 60_000;
  let units = Math.min(capacity, Math.max(0, budget.left));
  let at = now();
  const refill = () => {
    const t = now();
    units = Math.min(capacity, units + (t - at) * perMs);
    at = t;
  };
  return {
    delayFor(cost) {
      refill();
      if (units >= cost || perMs === 0) return 0;
      return Math.ceil((cost - units) / perMs);
    },
    spend(cost) {
      refill();
      units -= cost;
    },
    exhausted() {
      refill();
      units = 0;
    },
  };
}

/** A pacer that never waits: a server without budgets. */
export const UNPACED: Pacer = { delayFor: () => 0, spend: () => undefined, exhausted: () => undefined };
