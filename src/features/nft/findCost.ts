import { formatInteger } from '../../lib/format';

export interface FindBudget {
  perClientPerMinute: number;
  clientLeft: number;
  dailyLeft: number;
}

/**
 * What a token-id search of up to `calls` calls costs, said before it runs: its compute units,
 * their share of what the server may still spend today, and the least time the per-client
 * budget's pacing makes it take (calls the units left now do not cover wait for the refill).
 */
export function findCostText(calls: number, costPerCall: number, budget: FindBudget | undefined): string {
  const units = calls * costPerCall;
  const parts = [
    `at most ${formatInteger(calls)} calls × ${costPerCall} CU = ${formatInteger(units)} compute units (pages already loaded are free)`,
  ];
  if (budget) {
    if (budget.dailyLeft > 0)
      parts.push(
        `${Math.max(1, Math.round((units / budget.dailyLeft) * 100))}% of the ${formatInteger(budget.dailyLeft)} the server may still spend today`,
      );
    const paced = Math.max(0, units - budget.clientLeft);
    const minutes = budget.perClientPerMinute > 0 ? paced / budget.perClientPerMinute : 0;
    if (minutes > 0)
      parts.push(
        `paced at ${formatInteger(budget.perClientPerMinute)} CU a minute, so up to about ${minutes < 1 ? 'a minute' : `${Math.ceil(minutes)} minutes`}`,
      );
  }
  return `${parts.join('; ')}.`;
}
