import type { APIRequestContext, Page } from '@playwright/test';
import { ARCHIVE_URL, expect, test } from './fixtures';

/**
 * /streams/failed over the archive server (demo mode, its watcher on: it backfills its own
 * stand-in's week of failures). "What the archive holds" is the server's streamed CSV for the
 * same window and filters: every row the database has for them.
 */

const fmt = (n: number) => n.toLocaleString('en-US');

/** Records of an RFC 4180 text (CRLF line ends, quoted fields may hold line breaks), header excluded. */
function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) records += 1;
  }
  if (text.length > 0 && !text.endsWith('\n')) records += 1;
  return Math.max(0, records - 1);
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

/** Opens the page and returns the summary query the page made (its window and filters). */
async function open(page: Page, query: string): Promise<URLSearchParams> {
  const summary = page.waitForResponse((response) => response.url().includes('/api/archive/summary') && response.ok());
  await page.goto(`${ARCHIVE_URL}/streams/failed?${query}`);
  const params = new URL((await summary).url()).searchParams;
  params.delete('stack');
  params.delete('top');
  return params;
}

/** The archive's CSV row count and its summary total for the same parameters, read back to back. */
async function archiveHolds(request: APIRequestContext, params: URLSearchParams) {
  const csv = await (await request.get(`${ARCHIVE_URL}/api/archive/failures.csv?${params}`)).text();
  const summary = (await (await request.get(`${ARCHIVE_URL}/api/archive/summary?${params}`)).json()) as {
    total: number;
  };
  return { csv: csvRecords(csv), summary: summary.total };
}

test.describe('failures page over the archive', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ request }) => backfilled(request));

  for (const window of ['1h', '24h', '7d', '30d', '90d'] as const) {
    test(`the ${window} window's total is what the archive holds, and says since when`, async ({ page, request }) => {
      const params = await open(page, `window=${window}&refresh=off`);
      const total = page.getByTestId('archive-total');
      // The page's body renders in a time-sliced background pass: slow on a loaded machine.
      await expect(total).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
      const shown = Number((await total.textContent())!.replaceAll(',', ''));
      // The watcher may archive a late failure of the window between two reads: compare a pair read together.
      await expect
        .poll(async () => {
          const held = await archiveHolds(request, params);
          return held.csv === held.summary ? held.csv : -1;
        })
        .toBeGreaterThan(0);
      const held = await archiveHolds(request, params);
      expect(shown).toBeLessThanOrEqual(held.csv);
      expect(held.csv - shown).toBeLessThan(5);
      await expect(page.getByTestId('archive-since')).toContainText('archive since');
      await expect(page.getByRole('region', { name: 'Top failing streams' })).toContainText(
        /archive since \d{4}-\d{2}-\d{2}/,
      );
      await expect(page.getByRole('region', { name: 'Top errors' })).toContainText(/archive since/);
      // The demo archive holds about a week: a longer window says how much of it is covered (7 d is
      // at the edge, either way), a shorter one is whole.
      if (window === '30d' || window === '90d')
        await expect(page.getByTestId('coverage')).toContainText(
          `of the ${window.replace('d', ' d')} you chose: archive since`,
        );
      else if (window !== '7d') await expect(page.getByTestId('coverage')).toHaveCount(0);
    });
  }

  test('a custom range is exact, and a bad one is named', async ({ page, request }) => {
    const to = new Date(Date.now() - 2 * 3_600_000);
    const from = new Date(to.getTime() - 5 * 3_600_000);
    const iso = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;
    const params = await open(page, `from=${iso(from)}&to=${iso(to)}&refresh=off`);
    expect(params.get('from')).toBe(from.toISOString().slice(0, 16) + ':00.000Z');
    const held = await archiveHolds(request, params);
    await expect(page.getByTestId('archive-total')).toHaveText(fmt(held.csv));
    await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${ARCHIVE_URL}/streams/failed?from=${iso(to)}&to=${iso(from)}`);
    await expect(page.getByRole('alert')).toContainText('must be after from');
  });

  test('filters run in the database and the table lists only matches', async ({ page, request }) => {
    await open(page, 'window=7d&refresh=off');
    const stream = page.getByLabel('Stream', { exact: true });
    const option = await stream.locator('option').nth(1).getAttribute('value');
    const summaryAfter = page.waitForResponse(
      (response) =>
        response.url().includes('/api/archive/summary') && response.url().includes('error=status') && response.ok(),
    );
    await stream.selectOption(option!);
    await page.getByLabel('Error text').fill('status code');
    const params = new URL((await summaryAfter).url()).searchParams;
    expect(params.get('stream')).toBe(option);
    params.delete('stack');
    params.delete('top');
    const held = await archiveHolds(request, params);
    await expect(page.getByTestId('archive-total')).toHaveText(fmt(held.summary));
    const rows = page
      .getByRole('table', { name: 'Failed deliveries' })
      .locator('[role=rowgroup]')
      .nth(1)
      .getByRole('row');
    await expect(rows.first()).toContainText('status code');
    for (const text of await rows.allTextContents()) expect(text).toContain('status code');
    await expect(page).toHaveURL(/stream=.*q=status/);

    // A text no failure carries: the archive says its whole window has none, not "load more".
    await page.getByLabel('Error text').fill('no failure says this');
    await expect(
      page.getByText('No archived failure in this window matches. Widen the window or loosen the filters.'),
    ).toBeVisible();
    await expect(page.getByText(/Among the loaded failures/)).toHaveCount(0);
    await expect(page.getByText('No failures to chart.')).toBeVisible();
  });

  test('the CSV link downloads the whole window from the server', async ({ page, request }) => {
    const params = await open(page, 'window=24h&refresh=off');
    const link = page.getByRole('link', { name: /Download CSV/ });
    await expect(link).toHaveAttribute('href', /\/api\/archive\/failures\.csv\?/);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const rows = csvRecords(await readFile(file, 'utf8'));
    const held = await archiveHolds(request, params);
    expect(rows).toBeGreaterThan(1_000);
    expect(Math.abs(held.csv - rows)).toBeLessThan(5);
  });

  test('the table fetches older pages as it scrolls', async ({ page, request: _request }) => {
    await open(page, 'window=7d&refresh=off');
    const counts = page.getByTestId('streams-counts');
    await expect(counts).toContainText('200 loaded of');
    const table = page.getByRole('table', { name: 'Failed deliveries' });
    await table.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(counts).toContainText('400 loaded of');
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(80);
  });

  test('a flung table draws blank rows while they fly past, then every row in full where it stops', async ({
    page,
  }) => {
    await open(page, 'window=7d&refresh=off');
    const table = page.getByRole('table', { name: 'Failed deliveries' });
    const rows = table.locator('[role="rowgroup"]').last();
    await expect(page.getByTestId('streams-counts')).toContainText('200 loaded of');
    await expect(rows).not.toHaveAttribute('aria-busy');
    // Up and down the loaded rows at 40,000 px/s (the bench's pace), the position read from the
    // clock on every frame; each frame notes whether the rows in view were drawn blank. A starved
    // machine can stall frames past the virtualizer's end-of-scroll delay, which rightly ends a
    // fling, so it keeps flinging (up to 10 s) until it has seen blank frames, and reports its longest
    // frame gap when it never does.
    const frames = await table.evaluate(
      (element) =>
        new Promise<{ frames: number; blank: number; longestGap: number }>((resolve) => {
          const span = element.scrollHeight - element.clientHeight;
          const group = element.querySelectorAll('[role="rowgroup"]');
          const body = group[group.length - 1]!;
          const start = performance.now();
          let last = start;
          let frames = 0;
          let blank = 0;
          let longestGap = 0;
          const frame = () => {
            const now = performance.now();
            const elapsed = now - start;
            longestGap = Math.max(longestGap, now - last);
            last = now;
            const travelled = (elapsed * 40) % (2 * span);
            element.scrollTop = travelled < span ? travelled : 2 * span - travelled;
            frames += 1;
            if (
              body.getAttribute('aria-busy') === 'true' &&
              body.querySelectorAll('[data-row-id]').length < body.querySelectorAll('[role="row"]').length
            )
              blank += 1;
            const done = elapsed >= 10_000 || (elapsed >= 1_500 && blank >= 3);
            if (done) resolve({ frames, blank, longestGap: Math.round(longestGap) });
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(
      frames.blank,
      `${frames.blank} of ${frames.frames} frames drew blank rows (longest frame gap ${frames.longestGap} ms)`,
    ).toBeGreaterThan(0);
    await expect(rows).not.toHaveAttribute('aria-busy');
    const drawn = await rows.getByRole('row').count();
    await expect(rows.locator('[data-row-id]')).toHaveCount(drawn);
    await expect(rows.getByRole('cell').first()).toContainText('ago');
  });
});
