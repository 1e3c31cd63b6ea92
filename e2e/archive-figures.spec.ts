import type { APIRequestContext, Page } from '@playwright/test';
import { ARCHIVE_URL, expect, test } from './fixtures';

/**
 * The archive page's figures checked against the archive's own API: the rate per hour over the
 * span the archive covers, first and last seen, the default window, a block typed as the page
 * shows it, and the keyboard's way in and out of the table and its details.
 */

const HOUR = 3_600_000;

interface Summary {
  window: { from: string; to: string };
  total: number;
  coverage: { oldest: string | null };
}

async function backfilled(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const status = (await (await request.get(`${ARCHIVE_URL}/api/status`)).json()) as {
          watcher?: { backfillCompletedAt: string | null };
        };
        return status.watcher?.backfillCompletedAt ?? null;
      },
      { timeout: 120_000, message: 'the demo archive finishes its backfill' },
    )
    .not.toBeNull();
}

/** Opens the page; returns the summary the page was answered with. */
async function open(page: Page, query: string): Promise<{ params: URLSearchParams; body: Summary }> {
  const summary = page.waitForResponse((response) => response.url().includes('/api/archive/summary') && response.ok());
  await page.goto(`${ARCHIVE_URL}/streams/failed?${query}`);
  const response = await summary;
  await expect(page.getByTestId('archive-total')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
  return { params: new URL(response.url()).searchParams, body: (await response.json()) as Summary };
}

/** What the page writes for a rate: whole numbers from 10 up, one decimal below. */
const perHour = (value: number) => (value >= 10 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

/** The createdAt of every record of the archive's CSV (the first column; a record starts with a date). */
async function csvTimes(request: APIRequestContext, params: URLSearchParams): Promise<string[]> {
  const text = await (await request.get(`${ARCHIVE_URL}/api/archive/failures.csv?${params}`)).text();
  return text
    .split('\r\n')
    .slice(1)
    .map((line) => /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z),/.exec(line)?.[1])
    .filter((time): time is string => time !== undefined);
}

/**
 * A day that ended an hour ago, as the page's from/to. The watcher keeps archiving while a test
 * runs, and a poll brings failures dated minutes back: a window ending now would hold more failures
 * when the test reads the archive than when the page did.
 */
function settledDay(): string {
  const to = Date.now() - HOUR;
  return new URLSearchParams({
    from: new Date(to - 24 * HOUR).toISOString(),
    to: new Date(to).toISOString(),
  }).toString();
}

const rows = (page: Page) =>
  page.getByRole('table', { name: 'Failed deliveries' }).locator('[role=rowgroup]').nth(1).getByRole('row');

test.describe('archive figures', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ request }) => backfilled(request));

  test('without a window in the address the page shows the last 24 h', async ({ page }) => {
    const { params } = await open(page, 'refresh=off');
    expect(Date.parse(params.get('to')!) - Date.parse(params.get('from')!)).toBe(24 * HOUR);
    await expect(page.getByRole('button', { name: '24 h', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/window=all/);
  });

  for (const window of ['30d', 'all'] as const) {
    test(`the ${window} rate is the count over the hours the archive covers`, async ({ page }) => {
      const { body } = await open(page, `window=${window}&refresh=off`);
      // Computed here from the summary's own window and coverage: from the later of the window's
      // start and the oldest archived failure, to the window's end.
      const from = Math.max(Date.parse(body.window.from), Date.parse(body.coverage.oldest!));
      const hours = (Date.parse(body.window.to) - from) / HOUR;
      expect(hours).toBeLessThan(8 * 24);
      const rate = page.getByTestId('archive-rate');
      await expect(rate).toContainText(`${perHour(body.total / hours)}/h`);
      await expect(rate).toContainText(/over \d+d( \d+h)? covered/);
      await expect(page.getByTestId('health-rate-span')).toContainText(
        `${new Date(from).toISOString().slice(0, 16).replace('T', ' ')} – `,
      );
    });
  }

  test('30 d and All give the same rate over a week-old archive', async ({ page }) => {
    await open(page, 'window=30d&refresh=off');
    const month = await page.getByTestId('archive-rate').locator('span').first().textContent();
    await open(page, 'window=all&refresh=off');
    await expect(page.getByTestId('archive-rate').locator('span').first()).toHaveText(month!);
  });

  test('first and last seen of each stream are its oldest and newest failure in the window', async ({
    page,
    request,
  }) => {
    const { params } = await open(page, `${settledDay()}&group=stream&refresh=off`);
    const groups = page.getByRole('region', { name: /Failures by stream/ }).getByRole('listitem');
    await expect(groups.first()).toContainText(/first \d{4}-\d{2}-\d{2} \d{2}:\d{2}, last/);
    const summary = (await (await request.get(`${ARCHIVE_URL}/api/archive/summary?${params}`)).json()) as {
      byStream: { streamId: string }[];
    };
    const stream = summary.byStream[0]!.streamId;
    params.set('stream', stream);
    params.delete('stack');
    params.delete('top');
    const times = await csvTimes(request, params);
    const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');
    await expect(groups.first()).toContainText(`first ${minute(times.at(-1)!)}, last ${minute(times[0]!)} UTC`);
  });

  test('a block number typed with grouping commas filters to that block; a misplaced comma is refused', async ({
    page,
    request,
  }) => {
    const window = settledDay();
    await open(page, `${window}&refresh=off`);
    const page1 = (await (await request.get(`${ARCHIVE_URL}/api/archive/failures?limit=1&${window}`)).json()) as {
      items: { blockNumber: number }[];
    };
    const block = page1.items[0]!.blockNumber;
    const box = page.getByLabel('Block', { exact: true });
    await box.fill(block.toLocaleString('en-US'));
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`block=${block}(&|$)`));
    await expect(rows(page).first()).toContainText(block.toLocaleString('en-US'));
    await expect(box).toHaveValue(block.toLocaleString('en-US'));
    await box.fill('12,34');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toContainText('comma out of place');
    await expect(page).toHaveURL(new RegExp(`block=${block}(&|$)`));
  });

  test('Esc closes the details and gives focus back to the row that opened them', async ({ page }) => {
    await open(page, 'window=24h&refresh=off');
    const row = rows(page).nth(2);
    const id = await row.getAttribute('data-row-id');
    await row.locator('[data-details]').click();
    await expect(page.getByRole('heading', { name: 'Failure details' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Failure details' })).toHaveCount(0);
    await expect(page.locator(`[data-row-id="${id}"] [data-details]`)).toBeFocused();
  });

  test('the skip link takes the keyboard past the table', async ({ page }) => {
    await open(page, 'window=24h&refresh=off');
    const skip = page.getByRole('link', { name: 'Skip past the failures table' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#after-table')).toBeFocused();
    await expect(page).not.toHaveURL(/#/);
    // The next Tab lands after the table: the stream health panel's first stream.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Stream health' }).getByRole('button').first()).toBeFocused();
  });
});
