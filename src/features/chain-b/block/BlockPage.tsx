import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { chainBBlockOptions, newestKnownChainBHeight, type ChainBBlockResult } from '../../../api/chainB';
import { chainBHeadOptions } from '../../../api/chainBHead';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { formatInteger } from '../../../lib/format';
import { truncate } from '../../../../contract/lib/validation';
import { BlockDetails, BlockDetailsSkeleton } from './BlockDetails';
import { BlockNav } from './BlockNav';
import { BlockTransactions } from './BlockTransactions';
import { LATEST_HEIGHT, parseHeight, type BlockSearch } from '../../../../contract/pages/chain-b/block/search';
import { BlockTitle } from './BlockTitle';
import { LatestBlock } from './LatestBlock';
import { callCount } from '../format';

/** How often to ask again whether the block after the newest one exists (Next lights up when it does). */
const NEXT_POLL_MS = 10_000;

export interface BlockPageProps {
  heightParam: string;
  withTransactions: boolean;
}

function Title({ height }: { height: bigint | null }) {
  return (
    <BlockTitle
      heading={
        height === null ? (
          'Block'
        ) : (
          <>
            Block <span className="tabular-nums">{formatInteger(height)}</span>
          </>
        )
      }
    />
  );
}

export function BlockPage({ heightParam, withTransactions }: BlockPageProps) {
  const search: BlockSearch = withTransactions ? { with_transactions: true } : {};
  if (heightParam === LATEST_HEIGHT) return <LatestBlock search={search} />;
  const height = parseHeight(heightParam);
  if (!height.ok) {
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Title height={null} />
          <BlockNav height={null} search={search} noNext={null} />
        </div>
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          “{truncate(heightParam)}”: {height.message} Nothing was looked up. Enter a height such as 0 or 1000000 (digits
          only).
        </p>
      </div>
    );
  }
  return <BlockView height={height.value} withTransactions={withTransactions} search={search} />;
}

function BlockView({
  height,
  withTransactions,
  search,
}: {
  height: bigint;
  withTransactions: boolean;
  search: BlockSearch;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...chainBBlockOptions(height, withTransactions),
    // Toggling transactions keeps the header the other cache entry already holds, instead of a skeleton.
    placeholderData: () => queryClient.getQueryData(chainBBlockOptions(height, !withTransactions).queryKey),
  });
  const found = query.data?.found === true;
  // Asking for the next block is how the page learns the head: the service answers 404 past it.
  // The route loader asks for both at once (firstCall.ts); past the head both are 404s, so only a
  // block that was found can be the newest. Polling for the next one waits for that too.
  const next = useQuery({
    ...chainBBlockOptions(height + 1n, withTransactions),
    enabled: found && !query.isPlaceholderData,
    refetchInterval: (q) => (q.state.data?.found === false ? NEXT_POLL_MS : false),
  });
  const isNewest = found && next.data?.found === false;
  // Read from the cache only: how the "Latest block" search that led here found this block.
  const headSearch = useQuery({ ...chainBHeadOptions(queryClient), enabled: false });
  const foundBySearch = headSearch.data?.height === height ? headSearch.data.calls : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
          <Title height={height} />
          {isNewest ? (
            <span className="mb-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              Newest block
            </span>
          ) : null}
          {foundBySearch !== null ? (
            <span className="mb-1 text-xs text-zinc-500 dark:text-zinc-400">found with {callCount(foundBySearch)}</span>
          ) : null}
        </div>
        <BlockNav
          height={height}
          search={search}
          noNext={isNewest ? 'newest' : query.data?.found === false ? 'missing' : null}
        />
      </div>
      {query.isPending ? (
        <BlockDetailsSkeleton />
      ) : query.isError ? (
        <ErrorPanel error={query.error} title={`Block ${formatInteger(height)}`} onRetry={() => void query.refetch()} />
      ) : query.data.found ? (
        <>
          <BlockDetails block={query.data.block} />
          <BlockTransactions
            height={height}
            withTransactions={withTransactions}
            block={query.data.block}
            loading={query.isPlaceholderData}
          />
        </>
      ) : (
        <BlockMissing
          result={query.data}
          newest={newestKnownChainBHeight(queryClient)}
          search={search}
          onRetry={() => void query.refetch()}
          checking={query.isFetching}
        />
      )}
    </div>
  );
}

interface BlockMissingProps {
  result: Extract<ChainBBlockResult, { found: false }>;
  newest: bigint | null;
  search: BlockSearch;
  onRetry: () => void;
  checking: boolean;
}

/** A 404: the block is not there (yet). Not an error: no red, and a way to the newest block. */
function BlockMissing({ result, newest, search, onRetry, checking }: BlockMissingProps) {
  const ahead = newest === null || result.height > newest;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-4 text-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      <p className="font-semibold">Block {formatInteger(result.height)} not found</p>
      <p>
        {ahead
          ? `Block ${formatInteger(result.height)} does not exist yet.`
          : 'The service has no block at this height.'}{' '}
        {newest !== null ? (
          <>
            The newest known block is{' '}
            <Link
              to="/chain-b/blocks/$height"
              params={{ height: newest.toString() }}
              search={search}
              className="font-medium text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
            >
              {formatInteger(newest)}
            </Link>
            .
          </>
        ) : null}{' '}
        <Link
          to="/chain-b/blocks/$height"
          params={{ height: LATEST_HEIGHT }}
          search={search}
          className="font-medium text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
        >
          Find the latest block
        </Link>
      </p>
      {result.message ? (
        <p className="font-mono text-xs text-zinc-500 dark:text-zinc-400">Service: {result.message}</p>
      ) : null}
      <button
        type="button"
        onClick={onRetry}
        disabled={checking}
        className="rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-zinc-50 disabled:opacity-60 dark:border-zinc-600 dark:bg-zinc-800 dark:hover:bg-zinc-700"
      >
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </div>
  );
}
