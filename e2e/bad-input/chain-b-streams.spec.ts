import { DEMO_TOKENS } from '../../standin/catalog';
import { parseHeight } from '../../contract/pages/chain-b/block/search';
import { parseCoinsList, parseCoinsSearch } from '../../contract/pages/chain-b/coins/search';
import { searchIssues } from '../../contract/pages/streams/view';
import { expect, test } from '../fixtures';
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
  routerSearch,
  seg,
  visit,
} from './cases';

/**
 * Bad input: every input of the chain-B and failed-deliveries pages gets the same table of bad values
 * (cases.ts). For each, the page shows the message its own validation produces (computed here with the page's functions and
 * looked for on the page), nothing crashes (the fixture fails on uncaught errors and console
 * errors), no dialog opens, no markup turns into elements, and nothing is sent upstream (the
 * stand-in's request log, pages loaded from the live server in front of it).
 *
 * One page load per value fills every input of a page at once: all bad together, each named.
 */

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
    [
      'type strings with markup',
      ['0x1::coin::<script>alert(1)</script>', '0x1::aptos_coin::AptosCoin<img src=x onerror=alert(1)>'],
    ],
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
      await expectMessages(page, [
        ...list.problems.map((problem) => problem.message),
        ...(list.tooMany ? [list.tooMany] : []),
      ]);
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

const STREAM_KEYS = [
  'stream',
  'chain',
  'type',
  'tag',
  'q',
  'window',
  'group',
  'stack',
  'refresh',
  'limit',
  'id',
] as const;

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
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: `${issue.param}=` })
            .filter({ hasText: issue.message })
            .first(),
        ).toBeVisible();
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
