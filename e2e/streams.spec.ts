import type { Page } from '@playwright/test';
import { DEMO_STREAMS, E2E_NOW } from '../standin/catalog';
import { decodeCursor } from '../standin/streams/cursor';
import { failedLogsPage, totalAt } from '../standin/streams/logs';
import { findEvmChain } from '../contract/lib/chains';
import { explorerBlockUrl } from '../src/lib/explorers';
import { expect, expectNoAxeViolations, LIVE_URL, test } from './fixtures';

/**
 * /streams/failed against the live server in front of the stand-in, whose clock is frozen at
 * E2E_NOW. The browser's clock is fixed to the same instant (page.clock), so "last hour",
 * retry estimates and drop-out times are computed from the stand-in's "now". Expected values
 * come from the stand-in's own generator.
 */

const NOW = Date.parse(E2E_NOW);
const fmt = (n: number) => n.toLocaleString('en-US');
const pageUrl = (query = '') => `${LIVE_URL}/streams/failed${query ? `?${query}` : ''}`;

async function open(page: Page, query = '', now = NOW) {
  await page.clock.setFixedTime(now);
  await page.goto(pageUrl(query));
  // The first page waits on the stand-in, which on a busy two-core box shares it with a walk of
  // the whole history in the next worker.
  await expect(page.getByRole('table', { name: 'Failed deliveries' })).toBeVisible({ timeout: 20_000 });
}

const table = (page: Page) => page.getByRole('table', { name: 'Failed deliveries' });
const counts = (page: Page) => page.getByTestId('streams-counts');
const dataRows = (page: Page) => table(page).locator('[role=rowgroup]').nth(1).getByRole('row');

test.describe('failed stream deliveries', () => {
  // Axe over a wide table and the walks are slow on a loaded CI box; the default 30 s is tight.
  test.describe.configure({ timeout: 90_000 });

  test('the table fills and shows the history total', async ({ page, standin }) => {
    const first = failedLogsPage(NOW, 100, null);
    await open(page);
    await expect(counts(page)).toContainText(
      `Showing 100 of 100 loaded · ${fmt(totalAt(NOW))} logged deliveries in the history`,
    );
    const top = first.result[0]!;
    const row = dataRows(page).first();
    await expect(row).toContainText(top.tag);
    await expect(row).toContainText(top.errorMessage);
    await expect(row).toContainText(fmt(top.blockNumber));
    // Only what is in view is in the DOM.
    expect(await dataRows(page).count()).toBeLessThan(60);
    // One request for the first page (loader and table share one query); refreshes repeat it.
    const requests = (await standin.requests()).map((r) => r.path).filter((p) => p.startsWith('/streams/'));
    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests)).toEqual(new Set(['/streams/history/logs?limit=100']));
    await expectNoAxeViolations(page);
  });

  test('filters and grouping live in the URL and survive a reload', async ({ page, standin: _standin }) => {
    const stream = DEMO_STREAMS[2];
    await open(page);
    await page.getByLabel('Stream', { exact: true }).selectOption(stream.id);
    await page.getByRole('button', { name: '24 h', exact: true }).click();
    await page.getByLabel('Group by').selectOption('error');
    await page.getByLabel('Error text').fill('status code');
    await expect(page).toHaveURL(/q=status/);
    const url = new URL(page.url());
    expect(url.searchParams.get('stream')).toBe(stream.id);
    expect(url.searchParams.get('window')).toBe('24h');
    expect(url.searchParams.get('group')).toBe('error');

    await page.reload();
    await expect(page.getByLabel('Stream', { exact: true })).toHaveValue(stream.id);
    await expect(page.getByLabel('Group by')).toHaveValue('error');
    await expect(page.getByLabel('Error text')).toHaveValue('status code');
    await expect(page.getByRole('button', { name: '24 h', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Grouped by error: every group header names a status-code error of that stream.
    const headers = table(page).getByRole('button', { expanded: false });
    await expect(headers.first()).toContainText('Request failed with status code');
    await headers.first().click();
    await expect(dataRows(page).nth(1)).toContainText(stream.tag);

    // A filter with no match is told apart from an empty history, with a reset.
    await page.getByLabel('Error text').fill('no such error anywhere');
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).last().click();
    await expect(page).not.toHaveURL(/stream=|q=|window=/);
    await expect(page).toHaveURL(/group=error/);
  });

  test('with the archive off, a window the loaded rows do not reach says how much it covers', async ({
    page,
    standin: _standin,
  }) => {
    const first = failedLogsPage(NOW, 100, null);
    const oldest = Date.parse(first.result.at(-1)!.createdAt);
    expect(NOW - oldest).toBeLessThan(24 * 3_600_000);
    await open(page, 'window=24h&refresh=off');
    const coverage = page.getByTestId('coverage');
    await expect(coverage).toContainText(/Covers \d+h( \d+m)? of the 24 h you chose/);
    await expect(coverage).toContainText(
      `reach back to ${new Date(oldest).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    await expect(page.getByRole('region', { name: 'Top errors' })).toContainText('24 h window, loaded failures since');
    test.setTimeout(150_000);
    await coverage.getByRole('button', { name: 'Load the whole window' }).click();
    // About 3,300 rows, 100 a request: a walk that takes a while on a loaded machine.
    await expect(coverage).toHaveCount(0, { timeout: 100_000 });
    await expect(page.getByRole('region', { name: 'Top errors' })).toContainText(/^Top errors24 h window[^,]/);
    // 30 days: the service keeps about a week, and with the archive off that is all there is.
    await page.getByRole('button', { name: '30 d', exact: true }).click();
    await expect(coverage).toContainText('of the 30 d you chose');
  });

  test('an invalid URL value is named and the page keeps working', async ({ page, standin: _standin }) => {
    await open(page, 'window=2w&group=error&limit=7');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('window=2w');
    await expect(alert).toContainText('limit=7');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Group by')).toHaveValue('error');
    await alert.getByRole('button', { name: 'Remove them from the address' }).click();
    await expect(page).not.toHaveURL(/window=|limit=/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('load all walks the history to its cap, with progress, and stays virtualized', async ({
    page,
    standin: _standin,
  }) => {
    test.setTimeout(120_000);
    expect(totalAt(NOW)).toBeGreaterThan(10_000);
    await open(page, 'refresh=off');
    await page.getByRole('button', { name: 'Load all (up to 10,000)' }).click();
    const progress = page.getByRole('progressbar', { name: 'Loading the history' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuemax', '10000');
    await expect(counts(page)).toContainText('Showing 10,000 of 10,000 loaded', { timeout: 90_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.getByText('Reached the 10,000-row cap')).toBeVisible();
    expect(await table(page).getByRole('row').count()).toBeLessThanOrEqual(80);
    // Scroll to the end: still a handful of rows in the DOM, the oldest loaded at the bottom.
    await table(page).evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(table(page).getByRole('row').last()).toHaveAttribute('aria-rowindex', '10001');
    expect(await table(page).getByRole('row').count()).toBeLessThanOrEqual(80);
  });

  test('a new failure appears after a refresh, held until asked for', async ({ page, standin }) => {
    await open(page, 'refresh=5s');
    const before = totalAt(NOW);
    await expect(counts(page)).toContainText(fmt(before));
    const firstRow = await dataRows(page).first().getAttribute('data-row-id');
    const tableTop = async () => (await table(page).boundingBox())!.y;
    const topBefore = await tableTop();

    const later = NOW + 20 * 60_000;
    await standin.advanceClock(later - NOW);
    await page.clock.setFixedTime(later);
    const expected = failedLogsPage(later, 100, null).result.filter((log) => Date.parse(log.createdAt) > NOW);
    expect(expected.length).toBeGreaterThan(0);

    const banner = page.getByRole('button', { name: /new failures?: show them/ });
    await expect(banner).toBeVisible({ timeout: 25_000 });
    // Announced politely, and the rows being read did not move.
    await expect(page.locator('[aria-live=polite]').filter({ hasText: /new failure/ })).toHaveText(
      `+${expected.length} new failure${expected.length === 1 ? '' : 's'}`,
    );
    await expect(dataRows(page).first()).toHaveAttribute('data-row-id', firstRow!);
    // The banner floats over the table: the table did not move down.
    expect(await tableTop()).toBe(topBefore);

    await banner.click();
    await expect(dataRows(page).first()).toHaveAttribute('data-row-id', expected[0]!.id);
    await expect(counts(page)).toContainText(`Showing ${100 + expected.length} of ${100 + expected.length} loaded`);
  });

  test('the details deep link opens the row, or offers to load further back', async ({ page, standin: _standin }) => {
    const first = failedLogsPage(NOW, 100, null);
    const target = first.result[7]!;
    await open(page, `id=${target.id}`);
    const panel = page.getByRole('complementary', { name: 'Failure details' });
    await expect(panel).toContainText(target.id);
    await expect(panel).toContainText(target.webhookUrl);
    await expect(panel).toContainText(target.errorMessage);
    await expect(panel).toContainText('estimate');
    // The block, grouped and linked: chain-B blocks to this app's page, EVM blocks to the chain's explorer.
    const blockLink = panel.getByRole('link', { name: new RegExp(`^${fmt(target.blockNumber)} `) });
    const chain = findEvmChain(target.chain);
    await expect(blockLink).toHaveAttribute(
      'href',
      target.type === 'aptos'
        ? `/chain-b/blocks/${target.blockNumber}`
        : explorerBlockUrl(chain!, BigInt(target.blockNumber))!,
    );
    await expect(page.locator(`[data-row-id="${target.id}"]`)).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: /Close/ }).click();
    await expect(page).not.toHaveURL(/id=/);

    const far = failedLogsPage(NOW, 100, decodeCursor(first.cursor!)).result[50]!;
    await page.goto(pageUrl(`id=${far.id}`));
    await expect(panel).toContainText('is not among the 100 loaded rows');
    await panel.getByRole('button', { name: 'Load more' }).click();
    await expect(panel).toContainText(far.errorMessage);
    await expect(panel).toContainText(far.id);
  });

  test('on a phone the page scrolls the rows: the table is no scroll box of its own', async ({
    page,
    standin: _standin,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await expect(dataRows(page).first()).toBeVisible();
    const box = await table(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { overflowY: style.overflowY, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight };
    });
    expect(box.overflowY).toBe('visible');
    expect(box.scrollHeight).toBe(box.clientHeight);
    // Scrolling the page brings later rows in (the list is still virtualized).
    const first = failedLogsPage(NOW, 100, null);
    const late = first.result[80]!;
    await expect(page.locator(`[data-row-id="${late.id}"]`)).toHaveCount(0);
    await table(page).evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 80 * 60),
    );
    await expect(page.locator(`[data-row-id="${late.id}"]`)).toBeInViewport();
    expect(await dataRows(page).count()).toBeLessThan(60);
  });

  test('webhook URLs and error messages are drawn as text, never as links', async ({ page, standin: _standin }) => {
    const evilUrl = 'javascript:alert(document.domain)';
    const evilError = '<img src=x onerror="window.__pwned=1"> <a href="javascript:alert(1)">click</a>';
    await page.route('**/api/streams/history/logs?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: Array<Record<string, unknown>> };
      body.result[0] = { ...body.result[0], webhookUrl: evilUrl, errorMessage: evilError };
      await route.fulfill({ response, json: body });
    });
    await open(page);
    const row = dataRows(page).first();
    await expect(row).toContainText(evilUrl);
    await expect(row).toContainText('<img src=x');
    await expect(table(page).locator('a')).toHaveCount(0);
    await expect(table(page).locator('img')).toHaveCount(0);

    await row.getByRole('button', { name: /Details of the failure/ }).click();
    const panel = page.getByRole('complementary', { name: 'Failure details' });
    await expect(panel).toContainText(evilUrl);
    await expect(panel).toContainText(evilError);
    // The one link in the panel is the block's (to the chain's explorer or the chain-B block page).
    await expect(panel.locator('a')).toHaveCount(1);
    await expect(panel.locator('a')).toHaveAttribute('href', /^(https:\/\/[^/]+\/block\/\d+|\/chain-b\/blocks\/\d+)$/);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('an empty history reads as good news, not as a filter miss', async ({ page, standin: _standin }) => {
    await page.route('**/api/streams/history/logs?**', (route) =>
      route.fulfill({ json: { result: [], cursor: null, total: 0 } }),
    );
    await page.clock.setFixedTime(NOW);
    await page.goto(pageUrl());
    await expect(page.getByText('No failed deliveries: all streams delivering')).toBeVisible();
    await expect(page.getByText('Nothing matches these filters')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failing service shows an error with a retry, and the page recovers', async ({ page, standin }) => {
    await standin.injectFault({ match: '/streams/history/logs', status: 401 });
    await page.clock.setFixedTime(NOW);
    await page.goto(pageUrl('refresh=off'));
    await expect(page.getByText('Failed deliveries could not be loaded')).toBeVisible();
    await standin.clearFaults();
    await page.getByRole('button', { name: /Retry/ }).click();
    await expect(counts(page)).toContainText(`${fmt(totalAt(NOW))} logged deliveries`);
  });
});
