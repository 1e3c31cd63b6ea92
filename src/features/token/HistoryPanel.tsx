import { useQueries } from '@tanstack/react-query';
import type { TokenPrice } from '../../../contract/schemas/evm';
import { Suspense, lazy, useId, useState } from 'react';
import { fetchRestPrice, restPriceKey } from '../../api/price';
import { fetchRpcPrice, rpcPriceKey } from '../../api/rpc';
import { ENDPOINTS } from '../../../contract/endpoints/records';
import { Skeleton } from '../../components';
import { formatInteger } from '../../lib/format';
import { rpcExchangeOf } from '../../../contract/lib/priceEndpoints';
import type { PriceSource } from '../../../contract/lib/tokenChains';
import {
  HISTORY_SAMPLE_COUNTS,
  HISTORY_WINDOWS,
  estimateBlockTime,
  sampleBlocks,
  windowSeconds,
  type HistoryAnchor,
  type HistorySampleCount,
  type HistoryWindowId,
} from './history';
import type { HistoryPoint } from './HistoryChart';
import { createLimiter } from './limit';
import type { TokenRequest } from '../../../contract/pages/token/search';
import { Button } from '../../components/Button';

const HistoryChart = lazy(() => import('./HistoryChart'));
/** A few at a time: the rest queue, so a 48-sample history does not trip the per-second limit. */
const gate = createLimiter(4);

export interface HistoryPanelProps {
  request: TokenRequest;
  /** Where the history ends (`historyAnchor`), or null while the prices load or when no answer names a block. */
  anchor: HistoryAnchor | null;
  /** Every price above has answered: a null anchor is then final. */
  pricesSettled: boolean;
  /** REST where it serves the chain, else JSON-RPC. */
  source: PriceSource;
}

interface Plan {
  blocks: bigint[];
  head: bigint;
  headTimeMs: number;
  blockTimeSeconds: number;
}

const radioClass =
  'cursor-pointer rounded-md border border-zinc-300 px-2.5 py-1 text-sm has-[:checked]:border-zinc-900 has-[:checked]:bg-zinc-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent dark:border-zinc-700 dark:has-[:checked]:border-zinc-100 dark:has-[:checked]:bg-zinc-100 dark:has-[:checked]:text-zinc-900';

/** Opt-in price history: says what it costs, then samples `to_block` across the window. */
export function HistoryPanel({ request, anchor, pricesSettled, source }: HistoryPanelProps) {
  const id = useId();
  const [windowId, setWindowId] = useState<HistoryWindowId>('24h');
  const [samples, setSamples] = useState<HistorySampleCount>(12);
  const [plan, setPlan] = useState<Plan | null>(null);
  const blockTime = request.chain.evm?.blockTimeSeconds ?? null;
  const unit = source === 'rest' ? ENDPOINTS.price.computeUnits : ENDPOINTS.rpc.computeUnits;
  const planned =
    anchor !== null && blockTime !== null
      ? sampleBlocks(BigInt(anchor.block), blockTime, windowSeconds(windowId), samples)
      : [];

  const start = () => {
    if (anchor === null || blockTime === null) return;
    setPlan({
      blocks: planned,
      head: BigInt(anchor.block),
      headTimeMs: anchor.timeMs ?? Date.now(),
      blockTimeSeconds: blockTime,
    });
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <h2 id={`${id}-h`} className="text-base font-semibold">
        Price history
      </h2>
      {blockTime === null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          History needs the chain’s block time, which Chainboard does not know for {request.chain.label}.
        </p>
      ) : anchor === null && pricesSettled ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="history-no-block">
          The price answers name no block (no toBlock or priceLastChangedAtBlock), so there is no block to count the
          history back from. Enter a block above to chart the price up to it.
        </p>
      ) : plan === null ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-4">
            <fieldset className="flex items-center gap-1.5">
              <legend className="sr-only">Window</legend>
              <span aria-hidden="true" className="mr-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                Window
              </span>
              {HISTORY_WINDOWS.map((w) => (
                <label key={w.id} className={radioClass}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-window`}
                    checked={windowId === w.id}
                    onChange={() => setWindowId(w.id)}
                  />
                  {w.label}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex items-center gap-1.5">
              <legend className="sr-only">Samples</legend>
              <span aria-hidden="true" className="mr-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                Samples
              </span>
              {HISTORY_SAMPLE_COUNTS.map((n) => (
                <label key={n} className={radioClass}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-samples`}
                    checked={samples === n}
                    onChange={() => setSamples(n)}
                  />
                  {n}
                </label>
              ))}
            </fieldset>
          </div>
          <p className="text-sm" data-testid="history-cost">
            Loading this history makes <strong>{samples} calls</strong> over {source === 'rest' ? 'REST' : 'JSON-RPC'},
            costing{' '}
            <strong>
              {samples}×{unit} = {formatInteger(samples * unit)} compute units
            </strong>
            . Each sample is the price at one block and is cached for the session.
          </p>
          <Button variant="primary" onClick={start} disabled={anchor === null}>
            {anchor === null ? 'Waiting for the current block…' : `Load history (${samples} calls)`}
          </Button>
        </div>
      ) : (
        <HistorySamples request={request} plan={plan} source={source} onReset={() => setPlan(null)} />
      )}
    </section>
  );
}

interface SampleQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<TokenPrice>;
  staleTime: number;
  gcTime: number;
}

/**
 * One sample: the same key as the price factories (so a sample the page already holds is reused),
 * immutable (a price at a block never changes), fetched through the concurrency gate.
 */
function sampleQuery({ address, chain, exchange }: TokenRequest, source: PriceSource, toBlock: string): SampleQuery {
  const cache = { staleTime: Infinity, gcTime: 30 * 60_000 };
  if (source === 'rest' && chain.evm) {
    const input = { address, chain: chain.evm, exchange, toBlock };
    return {
      ...cache,
      queryKey: restPriceKey(input),
      queryFn: ({ signal }) => gate(() => fetchRestPrice(input, signal)),
    };
  }
  const rpcExchange = rpcExchangeOf(exchange);
  const input = {
    address,
    slug: chain.rpcSlug ?? 'eth',
    exchange: rpcExchange.ok ? rpcExchange.value : null,
    toBlock,
  } as const;
  return {
    ...cache,
    queryKey: rpcPriceKey(input),
    queryFn: ({ signal }) => gate(() => fetchRpcPrice(input, signal)),
  };
}

function HistorySamples({
  request,
  plan,
  source,
  onReset,
}: {
  request: TokenRequest;
  plan: Plan;
  source: PriceSource;
  onReset: () => void;
}) {
  const { chain } = request;
  const results = useQueries({ queries: plan.blocks.map((block) => sampleQuery(request, source, block.toString())) });
  const total = results.length;
  const settled = results.filter((r) => !r.isPending).length;
  const failed = results.filter((r) => r.isError).length;
  const points: HistoryPoint[] = [];
  results.forEach((r, i) => {
    const block = plan.blocks[i]!;
    if (r.data) {
      points.push({
        block: Number(block),
        blockText: block.toString(),
        timeMs: estimateBlockTime(block, plan.head, plan.headTimeMs, plan.blockTimeSeconds).getTime(),
        usd: r.data.usdPrice,
      });
    }
  });
  const done = settled === total;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span aria-live="polite" data-testid="history-progress">
          {done ? `${points.length} of ${total} samples loaded` : `Loading samples: ${settled} of ${total}`}
          {failed > 0
            ? ` · ${failed} without a price (no pool with enough liquidity at that block, or a failed call)`
            : ''}
        </span>
        <Button size="sm" onClick={onReset}>
          Change window
        </Button>
      </div>
      {!done ? (
        <progress
          max={total}
          value={settled}
          aria-label="History samples loaded"
          className="h-2 w-full accent-accent-600"
        />
      ) : null}
      {done && points.length === 0 ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          No sample returned a price, so there is nothing to draw.
        </p>
      ) : done ? (
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <HistoryChart points={points} />
        </Suspense>
      ) : (
        <Skeleton className="h-72 w-full" />
      )}
      {done && points.length > 0 ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Blocks {formatInteger(plan.blocks[0]!)} to {formatInteger(plan.blocks[plan.blocks.length - 1]!)}; times are
          estimated from {chain.label}’s average block time ({plan.blockTimeSeconds} s).
        </p>
      ) : null}
    </div>
  );
}
