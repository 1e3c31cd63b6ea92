import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_WALLETS } from '../standin/catalog';
import { E2E_PORT, LIVE_LOG_FILE, LIVE_PORT } from './env';
import { expect, LIVE_URL, test } from './fixtures';

/**
 * The door, the browser cases: a page on another site cannot spend the key through the dashboard's
 * API (its <img> tags get nothing and nothing goes upstream), and a rebound DNS name gets 421.
 */

/** The foreign page's own server (this run's range of ports, docs/CONVENTIONS.md). */
const FOREIGN_PORT = E2E_PORT + 10;

/** How many of these from_block values the live server's log shows answered 403. */
function refusedInLog(blocks: readonly number[]): number {
  const lines = readFileSync(LIVE_LOG_FILE, 'utf8').split('\n');
  return blocks.filter((block) =>
    lines.some((line) => line.includes(`from_block=${block}`) && line.includes('"status":403')),
  ).length;
}

// The browser reports each refused image as a console error: the point of the test.
test.use({ allowedConsoleErrors: [/ERR_BLOCKED_BY_RESPONSE|status of 403/] });

test("a foreign page's <img> tags pointing at /api get nothing and send nothing upstream", async ({
  page,
  standin,
}) => {
  const wallet = DEMO_WALLETS.busy.address;
  const blocks = Array.from({ length: 20 }, (_, i) => 7_000_000 + i);
  const html = `<!doctype html><title>elsewhere</title>${blocks
    .map((block) => `<img alt="" src="${LIVE_URL}/api/evm/${wallet}/verbose?from_block=${block}">`)
    .join('')}`;
  const foreign: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => foreign.listen(FOREIGN_PORT, '127.0.0.1', resolve));
  try {
    await standin.clearRequests();
    // Another port of the same host is another origin of the same site (Sec-Fetch-Site: same-site):
    // refused as a page on another site (cross-site) is.
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    // Every image has been answered (and, as the answers are not images, failed to load).
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    // The server refused each one (its log line per request), and none went upstream.
    await expect.poll(() => refusedInLog(blocks)).toBe(blocks.length);
    const sent = (await standin.requests()).filter((request) => request.path.includes('/verbose'));
    expect(sent).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => foreign.close(() => resolve()));
  }
});

test('a rebound DNS name gets 421 from every path', async () => {
  // A browser of its own, whose resolver sends the attacker's name to this machine, as rebinding does.
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--host-resolver-rules=MAP rebind.attacker.test 127.0.0.1, MAP * ~NOTFOUND'],
  });
  try {
    const page = await browser.newPage();
    for (const path of ['/', '/api/status', '/api/streams/history/logs?limit=10']) {
      const response = await page.goto(`http://rebind.attacker.test:${LIVE_PORT}${path}`);
      expect(response?.status(), path).toBe(421);
      expect(await response?.text()).not.toContain('webhookUrl');
    }
  } finally {
    await browser.close();
  }
});
