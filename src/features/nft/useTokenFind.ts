import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useServerStatus } from '../../api/status';
import { nftContractKey } from '../../api/nft';
import { rangeKey } from '../../../contract/api/range';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import type { NftQueryParams } from '../../../contract/endpoints/nft';
import { checkRange } from '../../../contract/pages/range/rangeSearch';
import type { TokenSearch } from '../../../contract/pages/nft/tokenSearch';
import { createPacer, UNPACED } from '../export/pacer';
import { findToken, type FindProgress } from './findToken';
import { fetchWalkPage } from '../paging/blockList';
import { nftList } from './nftPages';

/** Calls a search may make: the user picks one, with its cost, before it runs. */
export const FIND_CAPS = [20, 100, 200] as const;
export const FIND_COST_PER_CALL = ENDPOINTS.nft.computeUnits;

/**
 * What a token-id search walks: the whole history newest first for the holder (the id's latest
 * transfer is the newest one), the page's own range for the history.
 */
export function findParams(params: NftQueryParams, mode: TokenSearch['mode']): NftQueryParams {
  if (mode === 'history') return params;
  const all = checkRange({ chain: params.range.chain.name, order: 'DESC' });
  return all.ok ? { address: params.address, range: all.value } : params;
}

/**
 * A token-id search as a query: its result is cached under the contract, range, id, mode and cap,
 * so the URL that names it shows it again in this tab without a call. It runs only when asked (it
 * costs up to `cap` calls); progress comes while it runs, and cancel aborts its calls.
 */
export function useTokenFind(params: NftQueryParams, search: TokenSearch | null, cap: number) {
  const queryClient = useQueryClient();
  const { status } = useServerStatus();
  const [progress, setProgress] = useState<FindProgress | null>(null);
  const budget = status?.budget;

  const optionsFor = useCallback(
    (wanted: TokenSearch | null) => {
      const walked = wanted ? findParams(params, wanted.mode) : params;
      return queryOptions({
        queryKey: [
          ...nftContractKey(walked.address),
          'token-find',
          rangeKey(walked.range),
          wanted?.tokenId ?? null,
          wanted?.mode ?? null,
          cap,
        ] as const,
        staleTime: 5 * 60_000,
        retry: false,
        queryFn: ({ signal }) => {
          if (!wanted) throw new Error('No token id to look for.');
          setProgress({ calls: 0, scanned: 0, matches: 0, waitingMs: 0 });
          const pacer = budget
            ? createPacer({ perMinute: budget.perClientPerMinute, left: budget.clientLeft })
            : UNPACED;
          return findToken({
            fetchPage: (cursor, pageSignal) => fetchWalkPage(queryClient, nftList(walked), cursor, pageSignal),
            tokenId: wanted.tokenId,
            mode: wanted.mode,
            signal,
            maxCalls: cap,
            pacer,
            costPerCall: FIND_COST_PER_CALL,
            onProgress: setProgress,
          });
        },
      });
    },
    [params, cap, budget, queryClient],
  );

  const current = optionsFor(search);
  const query = useQuery({ ...current, enabled: false });
  // The search submitted runs at once; the URL names it too, so the query above follows it.
  const run = useCallback(
    (wanted: TokenSearch) => void queryClient.fetchQuery(optionsFor(wanted)).catch(() => undefined),
    [queryClient, optionsFor],
  );
  const cancel = () => void queryClient.cancelQueries({ queryKey: current.queryKey });
  return { query, run, cancel, progress: query.isFetching ? progress : null, budget };
}
