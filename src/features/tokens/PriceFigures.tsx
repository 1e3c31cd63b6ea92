import type { TokenPrice } from '../../../contract/schemas/evm';
import { Address, Amount, DetailList, DetailRow } from '../../components';
import { formatInteger, formatUsdCompact, formatUsdPrice, formatUsdPricePlain } from '../../lib/format';
import type { PriceChain } from '../../../contract/lib/tokenChains';
import { PriceChange } from './PriceChange';

export interface PriceFiguresProps {
  price: TokenPrice;
  chain: PriceChain;
  /** The detail page lists every field of the answer; a card only the essentials. */
  detailed?: boolean;
}

export function Flags({ price }: { price: TokenPrice }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {/* Only a raised flag is drawn: an answer without the flag claims nothing about spam. */}
      {price.possibleSpam === true ? (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          Possible spam
        </span>
      ) : null}
      {price.verifiedContract === true ? (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          Verified contract
        </span>
      ) : price.verifiedContract === false ? (
        <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          Not verified
        </span>
      ) : (
        <span
          className="rounded border border-dashed border-zinc-300 px-1.5 py-0.5 text-xs font-medium text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
          title="The answer does not say whether the contract is verified"
        >
          Verification unknown
        </span>
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
      {/* Centred, not on the baseline: the line is then the price's 32 px, as PriceSkeleton's h-8 holds it (CLS). */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className="text-2xl font-semibold tabular-nums"
          title={`${formatUsdPricePlain(price.usdPrice)} (${price.usdPrice} USD)`}
          data-testid="usd-price"
        >
          {formatUsdPrice(price.usdPrice)}
        </span>
        <PriceChange change={price['24hrPercentChange']} />
      </div>
      <DetailList layout="spread">
        <DetailRow label="Native price">
          {price.nativePrice ? (
            <Amount
              raw={price.nativePrice.value}
              decimals={price.nativePrice.decimals}
              symbol={price.nativePrice.symbol}
              maxFractionDigits={detailed ? undefined : 8}
            />
          ) : (
            <span
              className="text-zinc-500 dark:text-zinc-400"
              title="The REST answer carries no native price for this token"
            >
              not given
            </span>
          )}
        </DetailRow>
        <DetailRow label="Exchange">{price.exchangeName ?? '—'}</DetailRow>
        <DetailRow label="Pair liquidity">
          {liquidity ? (
            <span title={`${liquidity} USD`} className="tabular-nums">
              {formatUsdCompact(Number(liquidity))}
            </span>
          ) : (
            '—'
          )}
        </DetailRow>
        {price.toBlock || !price.priceLastChangedAtBlock ? (
          <DetailRow label="Block">
            {price.toBlock ? <span className="tabular-nums">{formatInteger(price.toBlock)}</span> : '—'}
          </DetailRow>
        ) : (
          <DetailRow label="Price last changed at block">
            <span className="tabular-nums">{formatInteger(price.priceLastChangedAtBlock)}</span>
          </DetailRow>
        )}
        {detailed ? (
          <>
            <DetailRow label="USD (as sent)">
              <span className="font-mono text-xs">{price.usdPriceFormatted ?? '—'}</span>
            </DetailRow>
            <DetailRow label="Token decimals">{price.tokenDecimals ?? '—'}</DetailRow>
            <DetailRow label="Token">
              {price.tokenAddress ? <Address address={price.tokenAddress} chain={evm} link={false} /> : '—'}
            </DetailRow>
            <DetailRow label="Exchange address">
              {price.exchangeAddress ? <Address address={price.exchangeAddress} chain={evm} link={false} /> : '—'}
            </DetailRow>
            <DetailRow label="Pair">
              {price.pairAddress ? <Address address={price.pairAddress} chain={evm} link={false} /> : '—'}
            </DetailRow>
            {price.nativePrice ? (
              <DetailRow label="Native token">{`${price.nativePrice.name} (${price.nativePrice.symbol})`}</DetailRow>
            ) : null}
          </>
        ) : null}
      </DetailList>
      <Flags price={price} />
    </div>
  );
}
