import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog.ts';
import { DEFAULT_WATCHLIST } from '../contract/pages/tokens/defaults.ts';
import { DEFAULT_WATCHLIST_PRELOAD_SCRIPT, INLINE_SCRIPT_HASHES, firstCallUrls, withApiPreload } from './apiPreload.ts';
import { LOCALE_WARMUP_SCRIPT } from './localeWarmup.ts';

const warmup = `<script>${LOCALE_WARMUP_SCRIPT}</script>`;

/** The URL a deep link's page fetches first, or null. */
const firstApiCall = (pathname: string, search: string) => firstCallUrls(pathname, search)[0] ?? null;

const wallet = DEMO_WALLETS.busy.address;
const nft = DEMO_NFT_CONTRACTS.erc721.address;
const weth = DEMO_TOKENS.weth.address;

describe('firstApiCall', () => {
  it('is the wallet page’s first call, chain as its hex id, with the range fields and the verbose flag', () => {
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=eth')).toBe(`/api/evm/${wallet}?chain=0x1`);
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=polygon&limit=10&order=ASC')).toBe(
      `/api/evm/${wallet}?chain=0x89&order=ASC&limit=10`,
    );
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=eth&verbose=true')).toBe(`/api/evm/${wallet}/verbose?chain=0x1`);
    expect(firstApiCall(`/wallet/${wallet.toUpperCase().replace('0X', '0x')}`, 'chain=eth')).toBe(
      `/api/evm/${wallet}?chain=0x1`,
    );
  });

  it('reads the search as the router does: the cursor trail is JSON, and the page fetches its last cursor', () => {
    const trail = encodeURIComponent(JSON.stringify(['abc', 'def']));
    expect(firstApiCall(`/wallet/${wallet}`, `chain=eth&cursor=${trail}`)).toBe(
      `/api/evm/${wallet}?chain=0x1&cursor=def`,
    );
  });

  it('is the NFT page’s first call', () => {
    expect(firstApiCall(`/nft/${nft}`, 'chain=eth')).toBe(`/api/evm/nft/${nft}/transfers?chain=0x1`);
  });

  it('is the token page’s REST price, with its exchange and block, and nothing where the chain has no REST price', () => {
    expect(firstApiCall(`/token/${weth}`, 'chain=eth')).toBe(
      `/api/evm/erc20/${weth}/price?chain=0x1&include=percent_change`,
    );
    expect(
      firstApiCall(
        `/token/${weth.toUpperCase().replace('0X', '0x')}`,
        'chain=polygon&exchange=alphaswapv3&to_block=19000000',
      ),
    ).toBe(`/api/evm/erc20/${weth}/price?chain=0x89&include=percent_change&exchange=alphaswapv3&to_block=19000000`);
    // The JSON-RPC card's POST cannot be preloaded, and these chains have only that one.
    expect(firstApiCall(`/token/${weth}`, 'chain=blast')).toBeNull();
    expect(firstApiCall(`/token/${weth}`, 'chain=sepolia')).toBeNull();
    expect(firstApiCall(`/token/${weth}`, 'chain=eth&to_block=soon')).toBeNull();
  });

  it('is the chain-B block page’s two calls, the block and the next one, with or without their transactions', () => {
    expect(firstCallUrls('/chain-b/blocks/250000000', '')).toEqual([
      '/api/chain-b/blocks/250000000?with_transactions=false',
      '/api/chain-b/blocks/250000001?with_transactions=false',
    ]);
    expect(firstCallUrls('/chain-b/blocks/0250000000/', 'with_transactions=1')).toEqual([
      '/api/chain-b/blocks/250000000?with_transactions=true',
      '/api/chain-b/blocks/250000001?with_transactions=true',
    ]);
    // The highest height the page takes (10^15): the next one is asked for exactly.
    expect(firstCallUrls('/chain-b/blocks/1000000000000000', '')[1]).toBe(
      '/api/chain-b/blocks/1000000000000001?with_transactions=false',
    );
    expect(firstApiCall('/chain-b/blocks/12x', '')).toBeNull();
    expect(firstApiCall('/chain-b/blocks/-1', '')).toBeNull();
  });

  it('is the chain-B coins page’s one call for all its coins, hashes sorted, coin type strings hashed', () => {
    const [aptos, other] = DEMO_COIN_TYPES;
    const url = firstApiCall('/chain-b/coins', `hashes=${encodeURIComponent(`${aptos},${other}`)}`);
    expect(url).toMatch(/^\/api\/chain-b\/coins\?coin_type_hashes=[0-9a-f]{64}&coin_type_hashes=[0-9a-f]{64}$/);
    // The same set in another order is the same request.
    expect(firstApiCall('/chain-b/coins', `hashes=${encodeURIComponent(`${other},${aptos}`)}`)).toBe(url);
    expect(firstApiCall('/chain-b/coins', '')).toBeNull();
    expect(firstApiCall('/chain-b/coins', 'hashes=not%20a%20coin')).toBeNull();
  });

  it('is nothing where the page sends nothing: invalid input, other pages', () => {
    expect(firstApiCall('/wallet/0x123', 'chain=eth')).toBeNull();
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=mars')).toBeNull();
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=eth&limit=0')).toBeNull();
    expect(firstApiCall('/wallet/%E0%A4%A', 'chain=eth')).toBeNull();
    expect(firstApiCall(`/nft/${nft}`, 'chain=eth&from_block=9&to_block=1')).toBeNull();
    // Empty values: the router keeps them beside the parsed search, and the page refuses them.
    expect(firstApiCall(`/wallet/${wallet}`, 'chain=eth&limit=&from_block=')).toBeNull();
    expect(firstApiCall(`/nft/${nft}`, 'chain=eth&to_date=')).toBeNull();
    for (const path of [
      '/',
      '/tokens',
      '/token/0x123',
      '/chain-b/coins',
      '/streams/alerts',
      `/wallet/${wallet}/x`,
      '/chain-b/blocks/1/x',
      '/chain-b/coins/x',
    ]) {
      expect(firstApiCall(path, 'chain=eth'), path).toBeNull();
    }
  });
});

describe('the failures page’s first calls', () => {
  afterEach(() => vi.useRealTimers());

  it('are the archive summary and first list page of its window as of the minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:34:56.789Z'));
    const window = 'from=2026-11-25T12%3A34%3A00.000Z&to=2026-11-26T12%3A34%3A00.000Z';
    expect(firstCallUrls('/streams/failed', 'window=24h&stream=abc')).toEqual([
      `/api/archive/summary?${window}&stream=abc&stack=stream&top=10`,
      `/api/archive/failures?${window}&stream=abc&limit=200`,
    ]);
  });
});

describe('withApiPreload', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';

  const status = '<link rel="preload" as="fetch" crossorigin href="/api/status">';

  it("adds the page's first call, escaped, then the shell's status call, before </head>", () => {
    expect(withApiPreload(html, `/wallet/${wallet}`, 'chain=eth&limit=10')).toBe(
      `<html><head><title>x</title><link rel="preload" as="fetch" crossorigin href="/api/evm/${wallet}?chain=0x1&amp;limit=10">${status}</head><body></body></html>`,
    );
  });

  it('preloads the status call alone where the page starts with no call of its own', () => {
    const statusOnly = `<html><head><title>x</title>${status}</head><body></body></html>`;
    expect(withApiPreload(html, '/wallet/nope', 'chain=eth')).toBe(statusOnly);
    expect(withApiPreload(html, '/streams/alerts', '')).toBe(statusOnly);
  });

  const price = (address: string, chain: string) =>
    `/api/evm/erc20/${address}/price?chain=${chain}&include=percent_change`;
  const link = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`;

  it("preloads a watchlist link's REST prices, not its JSON-RPC cards (POSTs) nor entries the page refuses", () => {
    const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    const wpol = '0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270';
    const list = encodeURIComponent(
      `eth:${weth},polygon:${wpol}:rpc,eth:${usdc}:both,sepolia:${weth},mars:${weth},eth:0x123`,
    );
    expect(withApiPreload(html, '/tokens', `list=${list}&refresh=30`)).toBe(
      `<html><head><title>x</title>${warmup}${link(price(weth, '0x1'))}${link(price(usdc, '0x1'))}${status}</head><body></body></html>`,
    );
    // The user removed every card: nothing to fetch and no price to draw, so no warm-up either.
    expect(withApiPreload(html, '/tokens', 'list=')).toBe(
      `<html><head><title>x</title>${status}</head><body></body></html>`,
    );
    expect(withApiPreload(html, '/tokens', 'list=notachain:0x1')).toBe(
      `<html><head><title>x</title>${status}</head><body></body></html>`,
    );
  });

  it('gives a /tokens link without a list the script that preloads the defaults, ahead of the stylesheet', () => {
    expect(withApiPreload(html, '/tokens', '')).toBe(
      `<html><head><title>x</title><script>${DEFAULT_WATCHLIST_PRELOAD_SCRIPT}</script>${warmup}${status}</head><body></body></html>`,
    );
    const styled =
      '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body></body></html>';
    expect(withApiPreload(styled, '/tokens/', 'refresh=15')).toBe(
      `<html><head><title>x</title><script>${DEFAULT_WATCHLIST_PRELOAD_SCRIPT}</script>${warmup}<link rel="stylesheet" crossorigin href="/assets/index.css">${status}</head><body></body></html>`,
    );
    expect(DEFAULT_WATCHLIST_PRELOAD_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('warms the locale data on the pages that draw their first data with Intl, when they will draw data', () => {
    const styled =
      '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body></body></html>';
    expect(withApiPreload(styled, `/token/${weth}`, 'chain=eth')).toBe(
      `<html><head><title>x</title>${warmup}<link rel="stylesheet" crossorigin href="/assets/index.css">${link(price(weth, '0x1'))}${status}</head><body></body></html>`,
    );
    const coins = `hashes=${encodeURIComponent('0x1::aptos_coin::AptosCoin')}`;
    for (const [path, search] of [
      ['/tokens', `list=eth:${weth}`],
      ['/tokens', ''],
      ['/chain-b/blocks/250000000', ''],
      ['/chain-b/coins', coins],
    ]) {
      expect(withApiPreload(styled, path!, search!)).toContain(`${warmup}<link rel="stylesheet"`);
    }
    // Pages that draw no Intl figure first, and pages whose input sends nothing.
    for (const [path, search] of [
      [`/wallet/${wallet}`, 'chain=eth'],
      [`/nft/${nft}`, 'chain=eth'],
      ['/streams/failed', ''],
      ['/', ''],
      ['/chain-b/coins', ''],
      ['/chain-b/blocks/nope', ''],
      ['/token/0x123', 'chain=eth'],
    ]) {
      expect(withApiPreload(styled, path!, search!)).not.toContain(warmup);
    }
    // It runs as a classic script and formats like the page's own formatters.
    expect(LOCALE_WARMUP_SCRIPT).not.toMatch(/<\/script/i);
    expect(new Function(`return ${LOCALE_WARMUP_SCRIPT}`)()).toBe('$0.00');
  });

  describe('the default watchlist script', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** Runs the script against a stored value (or storage that throws) and returns the URLs it preloads. */
    const preloadedWith = (stored: string | null | Error) => {
      const links: Record<string, string>[] = [];
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => {
          expect(key).toBe('chainboard:tokens.watchlist');
          if (stored instanceof Error) throw stored;
          return stored;
        },
      });
      vi.stubGlobal('document', {
        createElement: () => ({}),
        head: { append: (link: Record<string, string>) => links.push(link) },
      });
      new Function(DEFAULT_WATCHLIST_PRELOAD_SCRIPT)();
      for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: '' });
      return links.map((link) => link.href);
    };
    // The defaults' REST prices, as the page asks for them.
    const defaults = DEFAULT_WATCHLIST.split(',')
      .map((entry) => entry.split(':'))
      .map(([chain, address]) => price(address!, chain === 'eth' ? '0x1' : '0x89'));

    it('preloads the defaults when the page will show them: nothing stored, the defaults stored, or no storage', () => {
      expect(preloadedWith(null)).toEqual(defaults);
      expect(preloadedWith(DEFAULT_WATCHLIST)).toEqual(defaults);
      expect(preloadedWith(new DOMException('denied', 'SecurityError'))).toEqual(defaults);
    });

    it('leaves any other stored list, even an empty one, to the page', () => {
      expect(preloadedWith(`eth:${weth}`)).toEqual([]);
      expect(preloadedWith('')).toEqual([]);
      expect(preloadedWith(`${DEFAULT_WATCHLIST},eth:${weth}`)).toEqual([]);
    });
  });

  it('names each script by its SHA-256 for the CSP', () => {
    const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(INLINE_SCRIPT_HASHES).toEqual([sha(DEFAULT_WATCHLIST_PRELOAD_SCRIPT), sha(LOCALE_WARMUP_SCRIPT)]);
  });
});
