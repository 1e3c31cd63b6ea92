import type { ReactNode } from 'react';
import type { TokenPrice } from '../../api/schemas/evm';
import { Address, Amount } from '../../components';
import { formatInteger, formatUsdCompact, formatUsdPrice } from '../../lib/format';
import type { PriceChain } from '../../lib/tokenChains';
import { PriceChange } from './PriceChange';

export interface PriceFiguresProps {
  price: TokenPrice;
  chain: PriceChain;
  /** The detail page lists every field of the answer; a card only the essentials. */
  detailed?: boolean;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5">
      <dt className="shrink-0 text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0 truncate text-right">{children}</dd>
    </div>
  );
}

export function Flags({ price }: { price: TokenPrice }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {price.possibleSpam ? (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">Possible spam</span>
      ) : null}
      {price.verifiedContract ? (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">Verified contract</span>
      ) : (
        <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">Not verified</span>
      )}
    </span>
  );
}

/** One answer of the price endpoints, exactly: the native price stays a bigint until drawn. */
export function PriceFigures({ price, chain, detailed = false }: PriceFiguresProps) {
  const liquidity = price.pairTotalLiquidityUsd;
  const evm = chain.evm ?? undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-semibold tabular-nums" title={`${price.usdPrice} USD`} data-testid="usd-price">
          {formatUsdPrice(price.usdPrice)}
        </span>
        <PriceChange change={price['24hrPercentChange']} />
      </div>
      <dl className="text-sm">
        <Row term="Native price">
          {price.nativePrice ? (
            <Amount raw={price.nativePrice.value} decimals={price.nativePrice.decimals} symbol={price.nativePrice.symbol} maxFractionDigits={detailed ? undefined : 8} />
          ) : (
            <span className="text-zinc-500 dark:text-zinc-400" title="The REST answer carries no native price for this token">not given</span>
          )}
        </Row>
        <Row term="Exchange">{price.exchangeName ?? '—'}</Row>
        <Row term="Pair liquidity">
          {liquidity ? <span title={`${liquidity} USD`} className="tabular-nums">{formatUsdCompact(Number(liquidity))}</span> : '—'}
        </Row>
        <Row term="Block">{price.toBlock ? <span className="tabular-nums">{formatInteger(price.toBlock)}</span> : '—'}</Row>
        {detailed ? (
          <>
            <Row term="USD (as sent)"><span className="font-mono text-xs">{price.usdPriceFormatted}</span></Row>
            <Row term="Token decimals">{price.tokenDecimals}</Row>
            <Row term="Token">{<Address address={price.tokenAddress} chain={evm} link={false} />}</Row>
            <Row term="Exchange address">{price.exchangeAddress ? <Address address={price.exchangeAddress} chain={evm} link={false} /> : '—'}</Row>
            <Row term="Pair">{price.pairAddress ? <Address address={price.pairAddress} chain={evm} link={false} /> : '—'}</Row>
            {price.nativePrice ? (
              <Row term="Native token">{`${price.nativePrice.name} (${price.nativePrice.symbol})`}</Row>
            ) : null}
          </>
        ) : null}
      </dl>
      <Flags price={price} />
    </div>
  );
}
