import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { chainBHeadKey, chainBHeadOptions } from '../../../api/chainBHead';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Button } from '../../../components/Button';
import { formatInteger } from '../../../lib/format';
import { ENDPOINTS } from '../../../../contract/endpoints/records';
import type { BlockSearch } from '../../../../contract/pages/chain-b/block/search';
import { BlockNav } from './BlockNav';
import { BlockTitle } from './BlockTitle';
import { callCount } from '../format';

/** What each look-up costs, from the compute-unit table. */
const COST =
  ENDPOINTS.block.computeUnits === 0
    ? 'Each call is one block look-up; block look-ups cost no compute units.'
    : `Each call is one block look-up of ${formatInteger(ENDPOINTS.block.computeUnits)} compute units.`;

/**
 * `/chain-b/blocks/latest`: searches for the head, saying how many calls it has made, then shows
 * the head at its own height (the URL is replaced, so Back skips the search).
 */
export function LatestBlock({ search }: { search: BlockSearch }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [calls, setCalls] = useState(0);
  const [stopped, setStopped] = useState(false);
  const query = useQuery({ ...chainBHeadOptions(queryClient, setCalls), enabled: !stopped });
  // A head found a while ago is searched again before the page goes there.
  const head = query.isSuccess && query.fetchStatus === 'idle' ? query.data.height : null;

  useEffect(() => {
    if (head !== null)
      void navigate({ to: '/chain-b/blocks/$height', params: { height: head.toString() }, search, replace: true });
  }, [head, navigate, search]);

  function stop() {
    setStopped(true);
    void queryClient.cancelQueries({ queryKey: chainBHeadKey });
  }

  function again() {
    setCalls(0);
    setStopped(false);
    if (!stopped) void query.refetch();
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BlockTitle heading="Latest block" />
        <BlockNav height={null} search={search} noNext={null} latest={false} />
      </div>
      {query.isError ? (
        <ErrorPanel error={query.error} title={`Finding the latest block (${callCount(calls)} made)`} onRetry={again} />
      ) : (
        <div className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-4 text-sm dark:border-zinc-700 dark:bg-zinc-900">
          <p role="status" aria-live="polite" className="font-medium">
            {stopped
              ? `Stopped after ${callCount(calls)}.`
              : head !== null
                ? `Found block ${formatInteger(head)} with ${callCount(calls)}; opening it…`
                : `Finding the latest block: ${callCount(calls)} so far.`}
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">
            The service has no “latest block” call, so Chainboard asks for heights near where the head should be by now,
            and narrows down between a block that exists and one that does not yet: usually 5 to 10 calls. {COST}
          </p>
          {stopped ? (
            <Button size="sm" onClick={again}>
              Search again
            </Button>
          ) : (
            <Button size="sm" onClick={stop} disabled={head !== null}>
              Stop
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
