import { getRouteApi, Link } from '@tanstack/react-router';
import { useId } from 'react';
import { usePendingValue } from '../../lib/usePendingValue';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import type { EvmChain } from '../../../contract/lib/chains';

const routeApi = getRouteApi('/wallet/$address');

const tab = 'rounded-md px-3 py-1 text-sm font-medium';
const activeTab = 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-zinc-50';
const idleTab = 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100';

/**
 * Plain ↔ decoded view and internal transactions, as URL state. Switching drops the cursor trail:
 * a cursor belongs to the endpoint and query that produced it.
 */
export function ViewToggles({ verbose, internal, chain }: { verbose: boolean; internal: boolean; chain: EvmChain }) {
  const navigate = routeApi.useNavigate();
  const id = useId();
  const noInternal = !chain.internalTransactions;
  // The checkbox answers the click at once; the URL (and the data) catch up.
  const [internalShown, chooseInternal, track] = usePendingValue(internal && !noInternal);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <nav aria-label="View" className="inline-flex rounded-lg bg-zinc-100 p-0.5 dark:bg-zinc-800/70">
        <Link
          from="/wallet/$address"
          to="."
          search={(prev) => ({ ...prev, verbose: undefined, cursor: undefined })}
          aria-current={verbose ? undefined : 'page'}
          className={`${tab} ${verbose ? idleTab : activeTab}`}
        >
          Transactions
        </Link>
        <Link
          from="/wallet/$address"
          to="."
          search={(prev) => ({ ...prev, verbose: true, cursor: undefined })}
          aria-current={verbose ? 'page' : undefined}
          className={`${tab} ${verbose ? activeTab : idleTab}`}
        >
          Decoded (calls and logs)
        </Link>
      </nav>
      <span className="inline-flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={internalShown}
          disabled={noInternal}
          onChange={(event) => {
            const checked = event.target.checked;
            chooseInternal(checked);
            track(
              navigate({ search: (prev) => ({ ...prev, internal: checked ? true : undefined, cursor: undefined }) }),
            );
          }}
          className="size-4 accent-accent-600"
        />
        <label htmlFor={id} className={noInternal ? 'text-zinc-400' : ''}>
          Include internal transactions
        </label>
        {noInternal ? <span className="text-xs text-zinc-500 dark:text-zinc-400">({chain.label} has none)</span> : null}
      </span>
      <span className="text-xs text-zinc-500 dark:text-zinc-400">
        {verbose
          ? `Decoded view: ${ENDPOINTS.walletVerbose.computeUnits} CU per page.`
          : `Plain view: ${ENDPOINTS.wallet.computeUnits} CU per page.`}
      </span>
    </div>
  );
}
