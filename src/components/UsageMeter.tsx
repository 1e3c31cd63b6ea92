import { useSyncExternalStore } from 'react';
import { formatInteger } from '../lib/format';
import { getServerDailyLeft, getUsage, subscribeUsage } from '../api/usage';
import type { BudgetStatus } from '../../contract/schemas/status';

/**
 * What browsing has cost the key owner: this tab's calls and compute units (spent, and saved by the
 * proxy cache), and what the server may still spend today for all its users. The server's figure
 * comes from /api/status and is kept current by the header on every proxied answer; the day's
 * count only falls between resets, so the lower of the two is the newer.
 */
export function UsageMeter({ budget, className = '' }: { budget?: BudgetStatus; className?: string }) {
  const usage = useSyncExternalStore(subscribeUsage, getUsage, getUsage);
  const serverDailyLeft = useSyncExternalStore(subscribeUsage, getServerDailyLeft, getServerDailyLeft);
  const known = [serverDailyLeft, budget?.dailyLeft].filter((value): value is number => value != null);
  const left = known.length > 0 ? Math.min(...known) : null;
  return (
    <p
      className={`text-xs tabular-nums text-zinc-500 dark:text-zinc-400 ${className}`}
      title="Compute units (CU) are what the data service bills the API key's owner per call. Answers from Chainboard's cache cost nothing. The server stops calling the service when its daily budget is spent."
    >
      <span className="sr-only">API usage this session: </span>
      {formatInteger(usage.calls)} {usage.calls === 1 ? 'call' : 'calls'} · {formatInteger(usage.computeUnitsSpent)} CU
      spent · {formatInteger(usage.computeUnitsSaved)} CU saved by cache
      {left !== null ? (
        <span className="block sm:inline">
          <span className="hidden sm:inline"> · </span>
          server budget: {formatInteger(left)}
          {budget ? ` of ${formatInteger(budget.dailyLimit)}` : ''} CU left today
        </span>
      ) : (
        // On phones the budget takes a line of its own: held empty until it is known, so the
        // footer does not grow when /api/status answers.
        <span aria-hidden="true" className="block sm:hidden">
          &nbsp;
        </span>
      )}
    </p>
  );
}
