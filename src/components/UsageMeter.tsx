import { useSyncExternalStore } from 'react';
import { formatInteger } from '../lib/groupDigits';
import { getUsage, subscribeUsage } from '../api/usage';


/** What browsing has cost the key owner so far: calls, compute units spent, and saved by the proxy cache. */
export function UsageMeter({ className = '' }: { className?: string }) {
  const usage = useSyncExternalStore(subscribeUsage, getUsage, getUsage);
  return (
    <p
      className={`text-xs tabular-nums text-zinc-500 dark:text-zinc-400 ${className}`}
      title="Compute units (CU) are what the data service bills the API key's owner per call. Answers from Chainboard's cache cost nothing."
    >
      <span className="sr-only">API usage this session: </span>
      {formatInteger(usage.calls)} {usage.calls === 1 ? 'call' : 'calls'} · {formatInteger(usage.computeUnitsSpent)} CU spent ·{' '}
      {formatInteger(usage.computeUnitsSaved)} CU saved by cache
    </p>
  );
}
