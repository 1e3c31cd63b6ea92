import { useNavigate } from '@tanstack/react-router';
import { ChainSelect, WidgetBoundary } from '../../components';
import { AddressHeader } from '../address/AddressHeader';
import { DEFAULT_CHAIN, findEvmChain } from '../../../contract/lib/chains';
import { FiltersDisclosure, RangeFilters } from '../range';
import { countSetFields, hasRange } from '../../../contract/pages/range/rangeSearch';
import { pagingSearch } from '../../../contract/pages/paging/paging';
import { FormatSwitch } from './FormatSwitch';
import { NftTransfers } from './NftTransfers';
import { TokenIdFinder } from './TokenIdFinder';
import { rangeWords } from '../range/rangeWords';
import { nftRequest, type NftSearch } from '../../../contract/pages/nft/search';

export function NftPage({ address, search }: { address: string; search: NftSearch }) {
  const navigate = useNavigate({ from: '/nft/$address' });
  const request = nftRequest(address, search);
  // The request's chain; the search's own only while the request is refused (the header still shows one).
  const chain = request.ok ? request.params.range.chain : (findEvmChain(search.chain) ?? DEFAULT_CHAIN);
  const format = request.ok ? request.format : 'decimal';
  // The token search is its own question: a new range keeps it.
  const resetRange = () =>
    void navigate({
      search: (prev) => ({ chain: prev.chain, format: prev.format, token_id: prev.token_id, find: prev.find }),
    });

  return (
    <div className="space-y-4">
      <AddressHeader
        address={request.ok ? request.params.address : address}
        tab="nft"
        chain={{ label: chain.label, key: chain.name }}
        evmChain={chain}
        controls={
          <>
            <ChainSelect
              value={chain}
              onChange={(c) => void navigate({ search: (prev) => ({ ...prev, chain: c.name, ...pagingSearch(null) }) })}
            />
            <FormatSwitch
              value={format}
              onChange={(f) =>
                void navigate({
                  search: (prev) => ({ ...prev, format: f === 'decimal' ? undefined : f }),
                  replace: true,
                })
              }
            />
          </>
        }
      />

      <FiltersDisclosure active={countSetFields(search)} invalid={!request.ok}>
        <RangeFilters
          value={search}
          errors={request.ok ? [] : request.errors}
          onApply={(range) =>
            void navigate({
              search: (prev) => ({
                chain: prev.chain,
                format: prev.format,
                token_id: prev.token_id,
                find: prev.find,
                ...range,
              }),
            })
          }
          onReset={resetRange}
        />
      </FiltersDisclosure>

      {request.ok ? (
        <WidgetBoundary title="Find a token">
          <TokenIdFinder
            params={request.params}
            format={request.format}
            search={request.tokenSearch}
            rangeText={rangeWords(search)}
            onSearch={(next) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  token_id: next?.tokenId,
                  find: next?.mode === 'history' ? 'history' : undefined,
                }),
              })
            }
          />
        </WidgetBoundary>
      ) : null}

      {request.ok ? (
        <WidgetBoundary title="NFT transfers">
          <NftTransfers
            params={request.params}
            format={request.format}
            ranged={hasRange(search)}
            onResetRange={resetRange}
            paging={request.paging}
            onGo={(target) => void navigate({ search: (prev) => ({ ...prev, ...pagingSearch(target) }) })}
            onTrail={(trail) =>
              void navigate({ search: (prev) => ({ ...prev, cursor: trail.length ? trail : undefined }) })
            }
          />
        </WidgetBoundary>
      ) : (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">This link cannot be loaded as it is; nothing was requested.</p>
          <ul className="mt-1 list-disc pl-5">
            {request.errors.map((e) => (
              <li key={`${e.field}${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
