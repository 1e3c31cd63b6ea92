import type { Page } from '@playwright/test';
import { DEMO_TOKENS, DEMO_WALLETS } from '../standin/catalog';
import { parseHeight } from '../contract/pages/chain-b/block/search';
import { parseCoinsList, parseCoinsSearch } from '../contract/pages/chain-b/coins/search';
import { nftRequest, parseNftSearch } from '../contract/pages/nft/search';
import { searchIssues } from '../contract/pages/streams/view';
import { parseTokenSearch, tokenRequest } from '../contract/pages/token/search';
import { parseWatchlist } from '../contract/pages/tokens/watchlist';
import { parseWalletSearch, walletRequest } from '../contract/pages/wallet/search';
import { classifySearchInput } from '../src/lib/searchInput';
import { routedSearch } from '../contract/lib/searchParams';
import { parseSearch } from '../contract/lib/searchSerialization';
import { expect, LIVE_URL, test, type StandinControl } from './fixtures';

/**
 * Bad input: every input of every page gets the same table of bad values. For each, the
 * page shows the message its own validation produces (computed here with the page's functions and
 * looked for on the page), nothing crashes (the fixture fails on uncaught errors and console
 * errors), no dialog opens, no markup turns into elements, and nothing is sent upstream (the
 * stand-in's request log, pages loaded from the live server in front of it).
 *
 * One page load per value fills every input of a page at once: all bad together, each named.
 */

const VALID = DEMO_WALLETS.busy.address;

/** The table. `long` is 10 KB where the value is alone in the URL or typed in a form. */
const BAD: [name: string, value: string][] = [
  ['whitespace', '   '],
  ['wrong-case checksum', '0xD8DA6bf26964aF9D7eEd9e03E53415D37aA96045'],
  ['Cyrillic а look-alike', '0xd8dа6bf26964af9d7eed9e03e53415d37aa96045'],
  ['fullwidth ０ｘ', '０ｘd8da6bf26964af9d7eed9e03e53415d37aa96045'],
  ['zero-width space', '0xd8da6bf2\u200b6964af9d7eed9e03e53415d37aa96045'],
  ['negative', '-1'],
  ['decimal', '1.5'],
  ['huge', '9'.repeat(40)],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['script break-out', '"><script>alert(1)</script>'],
  // JSON-looking text: the router reads objects and arrays as JSON, and keeps null and true as text.
  ['JSON null', 'null'],
  ['JSON true', 'true'],
  ['JSON object', '{"a":1}'],
  ['JSON array', '[1,2]'],
];
const LONG = 'a'.repeat(10_240);
/** 1 KB per search field: ten 10 KB fields would pass the server's 16 KB request-head limit. */
const LONG_FIELD = 'a'.repeat(1_024);

// ---- helpers ------------------------------------------------------------------------------------

/** What the app's router makes of a query (contract/lib/searchSerialization.ts): the pages' own input. */
function routerSearch(query: Record<string, string>): Record<string, unknown> {
  return parseSearch(`?${new URLSearchParams(query).toString()}`) as Record<string, unknown>;
}
function routed<T extends object>(parse: (raw: Record<string, unknown>) => T, query: Record<string, string>): T {
  return routedSearch(parse, routerSearch(query));
}
const qs = (query: Record<string, string>) => new URLSearchParams(query).toString();
const seg = (value: string) => encodeURIComponent(value);

/** Fails the test on any dialog (a script ran) and on any element the markup could have made. */
function guard(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const active = await page.evaluate(() =>
    Array.from(document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], main script, a[href^="javascript:" i]')).map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(active, 'elements made from the input').toEqual([]);
  expect(dialogs, 'dialogs opened').toEqual([]);
}

/** The messages must all be on the page, inside alerts. */
async function expectMessages(page: Page, messages: string[]): Promise<void> {
  expect(messages.length, 'the page has something to say').toBeGreaterThan(0);
  for (const message of new Set(messages)) {
    await expect(page.getByRole('alert').filter({ hasText: message }).first(), message).toBeVisible();
  }
}

async function expectNothingSent(standin: StandinControl, allowed: (path: string) => boolean = () => false): Promise<void> {
  const sent = (await standin.requests()).map((request) => request.path).filter((path) => !allowed(path));
  expect(sent, 'requests that reached the upstream').toEqual([]);
}

/**
 * [name, address, value for every search field]: each bad value in the address and in every field
 * at once, then a 10 KB address alone and 1 KB in every field of a good address.
 */
function withLongCases(values: [string, string][]): [string, string, string | null][] {
  return [
    ...values.map(([name, value]): [string, string, string | null] => [name, value, value]),
    ['too long address (10 KB)', LONG, null],
    ['too long fields (1 KB each)', VALID, LONG_FIELD],
  ];
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${LIVE_URL}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// ---- the pages -----------------------------------------------------------------------------------

test('home search box: every bad value is refused with its message', async ({ page, standin }) => {
  const dialogs = guard(page);
  await visit(page, '/');
  await standin.clearRequests();
  const box = page.getByRole('searchbox', { name: /search by address/i });
  for (const [name, value] of [...BAD, ['too long', LONG] as [string, string]]) {
    await test.step(name, async () => {
      await box.fill(value);
      await box.press('Enter');
      const target = classifySearchInput(value);
      if (target.kind === 'empty') {
        await expect(page).toHaveURL(`${LIVE_URL}/`);
        return;
      }
      expect(target.kind, `${name} is refused`).toBe('invalid');
      if (target.kind === 'invalid') await expectMessages(page, [target.message]);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }
  await box.fill('');
  await box.press('Enter');
  await expect(page).toHaveURL(`${LIVE_URL}/`);
  await expectInert(page, dialogs);
  await expectNothingSent(standin);
});

const RANGE_KEYS = ['chain', 'from_block', 'to_block', 'from_date', 'to_date', 'limit', 'order', 'cursor'] as const;

test('wallet: the address and every search value', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  const fields = (value: string) => ({ ...Object.fromEntries(RANGE_KEYS.map((key) => [key, value])), verbose: value, internal: value });
  // A bad address is named alone (the page shows only that until it is fixed); then every search value.
  const cases: [string, string, Record<string, string>][] = [
    ...BAD.map(([name, value]): [string, string, Record<string, string>] => [`address: ${name}`, value, {}]),
    ['address: too long (10 KB)', LONG, {}],
    ...BAD.map(([name, value]): [string, string, Record<string, string>] => [`search: ${name}`, VALID, fields(value)]),
    ['search: empty values', VALID, fields('')],
    ['search: too long (1 KB each)', VALID, fields(LONG_FIELD)],
    ['search: damaged cursor only', VALID, { cursor: '<script>' }],
  ];
  for (const [name, address, query] of cases) {
    await test.step(name, async () => {
      await standin.clearRequests();
      await visit(page, `/wallet/${seg(address)}?${qs(query)}`);
      const request = walletRequest(address, routed(parseWalletSearch, query));
      expect(request.ok, `${name} is refused`).toBe(false);
      if (!request.ok) await expectMessages(page, request.errors.map((error) => error.message));
      await expect(page.getByText('No request was sent.')).toBeVisible();
      await expectInert(page, dialogs);
      await expectNothingSent(standin);
    });
  }
});

test('NFT: the contract address, the range and the token id format', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  for (const [name, address, field] of withLongCases(BAD)) {
    await test.step(name, async () => {
      await standin.clearRequests();
      const query = field === null ? {} : { ...Object.fromEntries(RANGE_KEYS.map((key) => [key, field])), format: field };
      await visit(page, `/nft/${seg(address)}?${qs(query)}`);
      const request = nftRequest(address, routed(parseNftSearch, query));
      expect(request.ok, `${name} is refused`).toBe(false);
      if (!request.ok) await expectMessages(page, request.errors.map((error) => error.message));
      await expectInert(page, dialogs);
      await expectNothingSent(standin);
    });
  }
});

test('token detail: the address, chain, exchange and to_block', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  for (const [name, address, field] of withLongCases(BAD)) {
    await test.step(name, async () => {
      await standin.clearRequests();
      const query: Record<string, string> = field === null ? {} : { chain: field, exchange: field, to_block: field };
      await visit(page, `/token/${seg(address)}?${qs(query)}`);
      const request = tokenRequest(address, routed(parseTokenSearch, query));
      expect(request.ok, `${name} is refused`).toBe(false);
      if (!request.ok) await expectMessages(page, request.errors.map((error) => error.message));
      await expectInert(page, dialogs);
      await expectNothingSent(standin);
    });
  }
});

test('token watchlist: entries in the link and in the add form', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  await standin.clearRequests();
  // Every bad value at once, as an address, as a chain and as a source; each entry named.
  const entries = BAD.flatMap(([, value]) => [`eth:${value}`, `${value}:${DEMO_TOKENS.weth.address}`, `eth:${DEMO_TOKENS.weth.address}:${value}`, value])
    .filter((entry) => !entry.includes(','));
  const list = [...entries, `eth:${LONG}`].join(',');
  await visit(page, `/tokens?${qs({ list })}`);
  const parsed = parseWatchlist(list);
  // The one valid entry (weth with a whitespace source is not valid either) would be fetched: none here.
  expect(parsed.entries).toEqual([]);
  await expectMessages(page, parsed.problems.map((problem) => problem.message));
  await expect(page.getByText('The watchlist is empty.')).toBeVisible();
  await expectInert(page, dialogs);
  await expectNothingSent(standin);

  // A list that the router reads as a number, null, a boolean or an object: named, nothing sent.
  for (const list of ['123', 'null', 'true', '{"a":1}']) {
    await visit(page, `/tokens?${qs({ list })}`);
    await expect(page.getByRole('alert').filter({ hasText: list }).first()).toBeVisible();
    await expect(page.getByTestId('token-card')).toHaveCount(0);
  }
  await expectNothingSent(standin);

  const input = page.getByLabel('Token contract address');
  for (const [name, value] of [['empty', ''] as [string, string], ...BAD, ['too long', LONG] as [string, string]]) {
    await test.step(`add form: ${name}`, async () => {
      await input.fill(value);
      await page.getByRole('button', { name: 'Add token' }).click();
      await expect(page.getByRole('form', { name: 'Add a token' }).getByRole('alert')).not.toBeEmpty();
      await expect(page.getByTestId('token-card')).toHaveCount(0);
    });
  }
  await expectInert(page, dialogs);
  await expectNothingSent(standin);
});

test('chain-B block: the height', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  await standin.clearRequests();
  const heights: [string, string][] = [...BAD, ['too long (10 KB)', LONG], ['exponent', '1e3'], ['hex', '0x10']];
  for (const [name, value] of heights) {
    await test.step(name, async () => {
      await visit(page, `/chain-b/blocks/${seg(value)}`);
      const height = parseHeight(value);
      expect(height.ok, `${name} is refused`).toBe(false);
      if (!height.ok) await expectMessages(page, [height.message]);
      await expectInert(page, dialogs);
    });
  }
  await expectNothingSent(standin);
});

test('chain-B coins: hashes and coin types in the link and in the form', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  await standin.clearRequests();
  const lists: [string, string[]][] = [
    ...BAD.map(([name, value]): [string, string[]] => [name, [value]]),
    ['malformed hashes', [`0x${'g'.repeat(64)}`, 'a'.repeat(63), `0x${'a'.repeat(65)}`]],
    ['type strings with markup', ['0x1::coin::<script>alert(1)</script>', '0x1::aptos_coin::AptosCoin<img src=x onerror=alert(1)>']],
    ['more than 100', Array.from({ length: 101 }, (_, index) => index.toString(16).padStart(64, '0'))],
    ['too long', [LONG]],
  ];
  for (const [name, hashes] of lists) {
    await test.step(name, async () => {
      const query = { hashes: hashes.join(',') };
      await visit(page, `/chain-b/coins?${qs(query)}`);
      const list = parseCoinsList(routed(parseCoinsSearch, query));
      const refused = list.problems.length > 0 || list.tooMany !== null;
      if (!refused) {
        // Only whitespace: an empty list, nothing to look up, and the page says how to start.
        expect(list.entries).toEqual([]);
        return;
      }
      await expectMessages(page, [...list.problems.map((problem) => problem.message), ...(list.tooMany ? [list.tooMany] : [])]);
      await expectInert(page, dialogs);
    });
  }
  const box = page.getByRole('textbox', { name: 'Coin types or coin type hashes' });
  for (const [name, value] of [['empty', ''] as [string, string], ...BAD]) {
    await test.step(`form: ${name}`, async () => {
      await box.fill(value);
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    });
  }
  await expectInert(page, dialogs);
  await expectNothingSent(standin);
});

const STREAM_KEYS = ['stream', 'chain', 'type', 'tag', 'q', 'window', 'group', 'stack', 'refresh', 'limit', 'id'] as const;

test('failed stream deliveries: every filter and the open row id', async ({ page, standin }) => {
  test.setTimeout(90_000);
  const dialogs = guard(page);
  // The page always loads the newest failures (filters apply in the browser): only that may go out.
  const plainList = (path: string) => /^\/streams\/history\/logs\?limit=(25|50|100)$/.test(path);
  for (const [name, value] of [...BAD, ['too long (1 KB each)', LONG_FIELD] as [string, string]]) {
    await test.step(name, async () => {
      await standin.clearRequests();
      const query = Object.fromEntries(STREAM_KEYS.map((key) => [key, value]));
      await visit(page, `/streams/failed?${qs(query)}`);
      const issues = searchIssues(routerSearch(query));
      // Free-text filters accept any short text (they only filter what is loaded): the enumerated
      // ones (window, group, stack, refresh, limit) always refuse these values.
      expect(issues.length, `${name} is refused somewhere`).toBeGreaterThan(0);
      for (const issue of issues) {
        await expect(page.getByRole('alert').filter({ hasText: `${issue.param}=` }).filter({ hasText: issue.message }).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectInert(page, dialogs);
      await expectNothingSent(standin, plainList);
    });
  }
});

test.describe('through the live server', () => {
  test.use({ liveServer: true });

  test('token watchlist: a refresh interval outside the offered ones is not obeyed', async ({ page }) => {
    // 0.001 s would refetch the price a thousand times a second, each call billed to the key owner
    // once the proxy's short cache expires. Counted in the browser: the cache would hide it upstream.
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/evm/erc20/')) calls += 1;
    });
    for (const refresh of ['0.001', '1', 'true']) {
      await visit(page, `/tokens?${qs({ list: `eth:${DEMO_TOKENS.weth.address}:rest`, refresh })}`);
      await expect(page.getByTestId('usd-price').first()).toBeVisible();
      await page.waitForTimeout(1_500);
    }
    expect(calls, 'price calls for three page loads').toBeLessThanOrEqual(3);
  });
});
