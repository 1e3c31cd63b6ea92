import type { APIRequestContext, Page } from '@playwright/test';
import { ARCHIVE_URL, expect, test } from './fixtures';

/**
 * Alert rules name what exists, on the archive server (demo mode, watcher on, private receivers
 * not allowed): the stream picker lists the archive's streams, an unknown stream id needs the
 * "not seen yet" choice, a loopback webhook URL is refused at save, and a long delivery error
 * wraps instead of pushing the rule's buttons off a phone's screen.
 */

interface ArchiveStream {
  streamId: string;
  tag: string;
  count: number;
  lastFailureAt: string;
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

async function ruleNames(request: APIRequestContext): Promise<string[]> {
  return (
    (await (await request.get(`${ARCHIVE_URL}/api/alerts/rules`)).json()) as { rules: { name: string }[] }
  ).rules.map((rule) => rule.name);
}

async function newRule(page: Page, name: string, url: string) {
  await page.goto(`${ARCHIVE_URL}/streams/alerts`);
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New alert rule' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Failures (N)').fill('100000');
  await form.getByLabel('Webhook URL').fill(url);
  return form;
}

test.describe('alert rules name what exists', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ request }) => backfilled(request));
  test.afterAll(async ({ request }) => {
    const { rules } = (await (await request.get(`${ARCHIVE_URL}/api/alerts/rules`)).json()) as {
      rules: { id: string; name: string }[];
    };
    for (const rule of rules.filter((r) => r.name.startsWith('e2e save')))
      await request.delete(`${ARCHIVE_URL}/api/alerts/rules/${rule.id}`);
  });

  test('the stream picker lists every archived stream with its tag, id, last failure and count', async ({
    page,
    request,
  }) => {
    const { streams } = (await (await request.get(`${ARCHIVE_URL}/api/archive/streams`)).json()) as {
      streams: ArchiveStream[];
    };
    expect(streams.length).toBeGreaterThan(1);
    const form = await newRule(page, 'e2e save picked', 'https://hooks.example.org/e2e');
    await form.getByLabel('Watches').selectOption('stream');
    const picker = form.getByLabel('Stream', { exact: true });
    const options = picker.locator('option');
    await expect(options).toHaveCount(streams.length + 2);
    const first = streams[0]!;
    await expect(options.nth(1)).toHaveText(
      `${first.tag || '(no tag)'} · ${first.streamId} · last failure ${first.lastFailureAt.slice(0, 16).replace('T', ' ')} UTC · ${first.count.toLocaleString('en-US')} failures`,
    );
    await picker.selectOption(first.streamId);
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByRole('table', { name: 'Alert rules' })).toContainText(`stream ${first.streamId}`);
  });

  test('an unknown stream id is refused unless saved as not seen yet', async ({ page, request }) => {
    const form = await newRule(page, 'e2e save unseen', 'https://hooks.example.org/e2e');
    await form.getByLabel('Watches').selectOption('stream');
    await form
      .getByLabel('Stream', { exact: true })
      .selectOption({ label: 'Another stream id (not seen in the archive yet)…' });
    await form.getByLabel('Stream id').fill('nft-mints');
    await form.getByRole('checkbox', { name: /has not failed yet/ }).uncheck();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByRole('alert')).toContainText('the archive holds no failure of stream "nft-mints"');
    expect(await ruleNames(request)).not.toContain('e2e save unseen');
    await form.getByRole('checkbox', { name: /has not failed yet/ }).check();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByRole('table', { name: 'Alert rules' })).toContainText('stream nft-mints');
  });

  test('a loopback webhook URL is refused at save with the reason', async ({ page, request }) => {
    const form = await newRule(page, 'e2e save loopback', 'http://127.0.0.1:9/hook');
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'channel.url: 127.0.0.1 resolves to a loopback, private or link-local address',
    );
    expect(await ruleNames(request)).not.toContain('e2e save loopback');
  });

  for (const width of [390, 1366]) {
    test(`at ${width} px a long delivery error wraps and Send test, Edit and Delete stay on the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // A name that does not resolve: the test send fails with an error naming the whole host.
      const host = `${'unreachable-receiver-'.repeat(8)}x.invalid`;
      const form = await newRule(page, `e2e save long ${width}`, `https://${host}/hook`);
      await form.getByRole('button', { name: 'Create rule' }).click();
      const name = `e2e save long ${width}`;
      await page.getByRole('button', { name: `Send test for ${name}` }).click();
      const result = page.getByTestId('test-result').filter({ hasText: host.slice(0, 40) });
      await expect(result).toBeVisible({ timeout: 20_000 });
      // In view whole, with the page scrolled down to the rule only (never sideways, nor the
      // table's own scroll box): not pushed out of the page or of the table's box.
      const top = (await page.getByRole('button', { name: `Edit ${name}`, exact: true }).boundingBox())!.y;
      await page.evaluate((y) => window.scrollTo(0, y), Math.max(0, top - 300));
      for (const label of [`Send test for ${name}`, `Edit ${name}`, `Delete ${name}`]) {
        await expect(page.getByRole('button', { name: label, exact: true }), label).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
