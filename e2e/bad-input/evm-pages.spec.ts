import { DEMO_TOKENS } from '../../standin/catalog';
import { nftRequest, parseNftSearch } from '../../contract/pages/nft/search';
import { parseTokenSearch, tokenRequest } from '../../contract/pages/token/search';
import { parseWatchlist } from '../../contract/pages/tokens/watchlist';
import { parseWalletSearch, walletRequest } from '../../contract/pages/wallet/search';
import { classifySearchInput } from '../../src/lib/searchInput';
import { expect, LIVE_URL, test } from '../fixtures';
import {
  BAD,
  expectInert,
  expectMessages,
  expectNothingSent,
  guard,
  LONG,
  LONG_FIELD,
  qs,
  routed,
  seg,
  VALID,
  visit,
  withLongCases,
} from './cases';

/**
 * Bad input: every input of the EVM pages and the search box gets the same table of bad values
 * (cases.ts). For each, the page shows the message its own validation produces (computed here with the page's functions and
 * looked for on the page), nothing crashes (the fixture fails on uncaught errors and console
 * errors), no dialog opens, no markup turns into elements, and nothing is sent upstream (the
 * stand-in's request log, pages loaded from the live server in front of it).
 *
 * One page load per value fills every input of a page at once: all bad together, each named.
 */
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
  const fields = (value: string) => ({
    ...Object.fromEntries(RANGE_KEYS.map((key) => [key, value])),
    verbose: value,
    internal: value,
  });
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
      if (!request.ok)
        await expectMessages(
          page,
          request.errors.map((error) => error.message),
        );
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
      const query =
        field === null ? {} : { ...Object.fromEntries(RANGE_KEYS.map((key) => [key, field])), format: field };
      await visit(page, `/nft/${seg(address)}?${qs(query)}`);
      const request = nftRequest(address, routed(parseNftSearch, query));
      expect(request.ok, `${name} is refused`).toBe(false);
      if (!request.ok)
        await expectMessages(
          page,
          request.errors.map((error) => error.message),
        );
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
      if (!request.ok)
        await expectMessages(
          page,
          request.errors.map((error) => error.message),
        );
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
  const entries = BAD.flatMap(([, value]) => [
    `eth:${value}`,
    `${value}:${DEMO_TOKENS.weth.address}`,
    `eth:${DEMO_TOKENS.weth.address}:${value}`,
    value,
  ]).filter((entry) => !entry.includes(','));
  const list = [...entries, `eth:${LONG}`].join(',');
  await visit(page, `/tokens?${qs({ list })}`);
  const parsed = parseWatchlist(list);
  // The one valid entry (weth with a whitespace source is not valid either) would be fetched: none here.
  expect(parsed.entries).toEqual([]);
  await expectMessages(
    page,
    parsed.problems.map((problem) => problem.message),
  );
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
