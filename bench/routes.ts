import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog.ts';

/**
 * One deep link per route, with demo entities from the stand-in's catalog, and the selector that
 * appears when the route has drawn its data (read from the page components: a table row, a price
 * figure, a coin card...). Loading skeletons never match these.
 */

export interface RouteCase {
  route: string;
  url: string;
  selector: string;
  /** What the selector means, for the table. */
  drawn: string;
}

export const ROUTE_CASES: RouteCase[] = [
  {
    route: '/',
    url: '/',
    selector: 'section[aria-labelledby="status-heading"] ul:not([aria-label]) > li',
    drawn: 'a service status row',
  },
  {
    route: '/wallet/$address',
    url: `/wallet/${DEMO_WALLETS.busy.address}?chain=${DEMO_WALLETS.busy.chain}`,
    selector: 'main table tbody tr',
    drawn: 'a transaction row',
  },
  {
    route: '/nft/$address',
    url: `/nft/${DEMO_NFT_CONTRACTS.erc721.address}?chain=${DEMO_NFT_CONTRACTS.erc721.chain}`,
    selector: 'main table tbody tr',
    drawn: 'a transfer row',
  },
  {
    route: '/tokens',
    url: '/tokens',
    selector: 'main [data-testid="token-card"] [data-testid="usd-price"]',
    drawn: 'a token card price',
  },
  {
    route: '/token/$address',
    url: `/token/${DEMO_TOKENS.weth.address}?chain=${DEMO_TOKENS.weth.chain}`,
    selector: 'main [data-testid="usd-price"]',
    drawn: 'the price figure',
  },
  {
    route: '/chain-b/blocks/$height',
    url: '/chain-b/blocks/250000000',
    selector: 'main section[aria-label="Block details"]',
    drawn: 'the block details',
  },
  {
    route: '/chain-b/coins',
    url: `/chain-b/coins?hashes=${encodeURIComponent(DEMO_COIN_TYPES[0])}`,
    selector: 'main article[aria-label]:not([aria-label^="Not found"])',
    drawn: 'a coin card',
  },
  {
    route: '/streams/failed',
    url: '/streams/failed?refresh=off',
    selector: '[role="table"][aria-label="Failed deliveries"] [data-row-id]',
    drawn: 'a failure row',
  },
];
