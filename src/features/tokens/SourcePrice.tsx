import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TokenPrice } from '../../../contract/schemas/evm';
import { ErrorPanel, Skeleton } from '../../components';
import type { ChainCheck, PriceChain, PriceSource } from '../../../contract/lib/tokenChains';
import { PriceFigures } from './PriceFigures';
import { isApiError } from '../../api/errors';
import { UNPRICEABLE_TEXT, isUnpriceable } from './priceErrors';

export const SOURCE_LABEL: Record<PriceSource, string> = { rest: 'REST', rpc: 'JSON-RPC' };

export interface SourcePriceProps {
  source: PriceSource;
  chain: PriceChain;
  check: ChainCheck;
  query: UseQueryResult<TokenPrice>;
  /** Why nothing was requested, beyond the chain check (e.g. a named exchange over JSON-RPC). */
  notSentReason?: string | null;
  detailed?: boolean;
}

function Notice({ heading, children, testId }: { heading: string; children: ReactNode; testId: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
    >
      <p className="font-semibold text-zinc-900 dark:text-zinc-100">{heading}</p>
      <div className="mt-0.5 space-y-1">{children}</div>
    </div>
  );
}

/**
 * The same box as PriceFigures (CLS): the price line (h-8), one 24 px row per detail row (4, or 10
 * when detailed) and the flags line, so the panels below do not jump when the price arrives.
 */
export function PriceSkeleton({ detailed = false }: { detailed?: boolean }) {
  return (
    <div role="status" aria-label="Loading price" className="skeleton-group space-y-2">
      <Skeleton className="h-8 w-40" />
      <div>
        {Array.from({ length: detailed ? 10 : 4 }, (_, i) => (
          <div key={i} className="flex h-6 items-center justify-between">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </div>
      <Skeleton className="h-5 w-28" />
    </div>
  );
}

/** One source's price in every state: refused chain, loading, unpriceable, failed, or the figures. */
export function SourcePrice({ source, chain, check, query, notSentReason = null, detailed = false }: SourcePriceProps) {
  if (!check.ok) {
    return check.reason === 'testnet' ? (
      <Notice heading="No prices on testnets" testId="testnet-notice">
        <p>{check.message}</p>
      </Notice>
    ) : (
      <Notice heading={`${SOURCE_LABEL[source]} does not serve ${chain.label}`} testId="unsupported-notice">
        <p>{check.message}</p>
      </Notice>
    );
  }
  if (notSentReason)
    return (
      <Notice heading={`Not asked over ${SOURCE_LABEL[source]}`} testId="not-sent-notice">
        <p>{notSentReason}</p>
      </Notice>
    );
  if (query.isPending) return <PriceSkeleton detailed={detailed} />;
  if (query.isError) {
    if (isUnpriceable(query.error)) {
      return (
        <Notice heading="No price: not enough liquidity" testId="unpriceable-notice">
          <p>{UNPRICEABLE_TEXT}</p>
          <p className="font-mono text-xs opacity-80">{query.error.message}</p>
        </Notice>
      );
    }
    // A 400 says the request itself is wrong (a block past the head, say): asking again cannot help.
    const retry = !(isApiError(query.error) && query.error.kind === 'invalid-input');
    return (
      <ErrorPanel
        error={query.error}
        title={`${SOURCE_LABEL[source]} price`}
        onRetry={retry ? () => void query.refetch() : undefined}
      />
    );
  }
  return <PriceFigures price={query.data} chain={chain} detailed={detailed} />;
}
