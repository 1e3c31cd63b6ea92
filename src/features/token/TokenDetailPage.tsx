import { Link } from '@tanstack/react-router';
import { WidgetBoundary } from '../../components';
import { DEFAULT_CHAIN } from '../../../contract/lib/chains';
import { findPriceChain } from '../../../contract/lib/tokenChains';
import { AddressHeader } from '../address/AddressHeader';
import { formatInteger } from '../../lib/format';
import { Divergence } from '../tokens/Divergence';
import { SourcePrice } from '../tokens/SourcePrice';
import { TokenLogo } from '../tokens/TokenLogo';
import { usePrices } from '../tokens/usePrices';
import { HistoryPanel } from './HistoryPanel';
import { historyAnchor } from './history';
import { tokenRequest, type TokenRequest, type TokenSearch } from '../../../contract/pages/token/search';
import { TokenControls } from './TokenControls';
import { tokenTitle, useTokenIdentity } from './useTokenIdentity';
import { RPC_PRICE_METHOD } from '../../../contract/endpoints/rpc';

export function TokenDetailPage({ address, search }: { address: string; search: TokenSearch }) {
  const checked = tokenRequest(address, search);
  if (!checked.ok) {
    const chain = findPriceChain(search.chain ?? DEFAULT_CHAIN.name);
    return (
      <div className="space-y-3">
        <AddressHeader
          address={address}
          tab="token"
          chain={{ label: chain?.label ?? 'an unknown chain', key: search.chain }}
          evmChain={chain?.evm ?? DEFAULT_CHAIN}
        />
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">This link cannot be priced as it is; nothing was requested.</p>
          <ul className="mt-1 list-disc pl-5">
            {checked.errors.map((e) => (
              <li key={e.field}>{e.message}</li>
            ))}
          </ul>
        </div>
        <Link to="/tokens" className="text-sm underline">
          Back to the watchlist
        </Link>
      </div>
    );
  }
  return <TokenDetail request={checked.value} />;
}

function TokenDetail({ request }: { request: TokenRequest }) {
  const { chain, address, exchange, toBlock } = request;
  const { restCheck, rpcCheck, restQuery, rpcQuery, rpcExchangeUsable, restData, rpcData, settled } = usePrices(
    request,
    { rest: true, rpc: true },
  );
  const identity = useTokenIdentity(chain, address, [restData, rpcData], settled);
  const anchor = historyAnchor([restData, rpcData], toBlock);
  const historySource = restCheck.ok ? 'rest' : 'rpc';

  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/tokens" className="text-zinc-600 hover:underline dark:text-zinc-400">
          ← Watchlist
        </Link>
      </nav>
      <AddressHeader
        address={address}
        tab="token"
        chain={{ label: chain.label, key: chain.key }}
        evmChain={chain.evm ?? DEFAULT_CHAIN}
        title={identity.name || identity.symbol ? tokenTitle(identity, address) : null}
        logo={<TokenLogo logo={identity.logo} symbol={identity.symbol} size={32} />}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {toBlock ? `Price at block ${formatInteger(toBlock)}` : 'Latest price'} ·{' '}
        {exchange ? `exchange ${exchange}` : 'best pool (service’s choice)'}
      </p>

      <TokenControls key={`${chain.key}|${exchange}|${toBlock}`} request={request} />

      <div className="grid gap-4 md:grid-cols-2">
        <WidgetBoundary title="REST price">
          <section
            aria-label="REST price"
            className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
          >
            <h2 className="text-xs font-semibold text-zinc-500 dark:text-zinc-400">REST · GET /erc20/…/price</h2>
            <SourcePrice source="rest" chain={chain} check={restCheck} query={restQuery} detailed />
          </section>
        </WidgetBoundary>
        <WidgetBoundary title="JSON-RPC price">
          <section
            aria-label="JSON-RPC price"
            className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
          >
            <h2 className="text-xs font-semibold text-zinc-500 dark:text-zinc-400">JSON-RPC · {RPC_PRICE_METHOD}</h2>
            <SourcePrice
              source="rpc"
              chain={chain}
              check={rpcCheck}
              query={rpcQuery}
              detailed
              notSentReason={
                rpcExchangeUsable
                  ? null
                  : `JSON-RPC takes only an exchange address, not the name “${exchange}”. Choose an exchange address to compare both sources.`
              }
            />
          </section>
        </WidgetBoundary>
      </div>
      {/* Its line is held while the prices load (min-h-4, one text-xs line) so the history below does not jump (CLS). */}
      <div className="min-h-4">{restData && rpcData ? <Divergence rest={restData} rpc={rpcData} /> : null}</div>

      {restCheck.ok || rpcCheck.ok ? (
        <WidgetBoundary title="Price history">
          <HistoryPanel
            key={`${chain.key}|${address}|${exchange}|${toBlock}`}
            request={request}
            anchor={anchor}
            pricesSettled={settled}
            source={historySource}
          />
        </WidgetBoundary>
      ) : null}
    </div>
  );
}
