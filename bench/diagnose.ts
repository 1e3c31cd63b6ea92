import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { loadAll, scrollThrough, TABLE, timeFilter } from './failures.ts';
import { freshContext, probeScript } from './lib/browser.ts';
import { startProfile, stopProfile, type HotSpot } from './profile.ts';

/**
 * Diagnosis of the interaction budgets: the same actions as failures.ts and verbose.ts, against
 * a server serving the source-map build, under Chromium's CPU profiler; self time per source
 * module and function. Evidence for the report, not a figure with a budget.
 */

export interface Diagnosis {
  action: string;
  totalMs: number;
  byModule: HotSpot[];
  byFunction: HotSpot[];
  renderer: Record<string, number>;
}

export async function diagnose(browser: Browser, origin: string, mapDir: string): Promise<Diagnosis[]> {
  const assets = path.join(mapDir, 'assets');
  if (!existsSync(assets)) throw new Error(`no source-map build in ${mapDir}`);
  const out: Diagnosis[] = [];
  const context = await freshContext(browser, { width: 1280, height: 900 });
  try {
    const page = await context.newPage();
    await page.addInitScript(probeScript(null));
    await page.goto(`${origin}/streams/failed?refresh=off`, { waitUntil: 'commit' });
    await page.waitForSelector(`${TABLE} [data-row-id]`, { timeout: 30_000 });
    await loadAll(page);
    await page.waitForTimeout(1_000);
    let cdp = await startProfile(page);
    await scrollThrough(page);
    out.push({ action: 'scroll 10,000-row failures table', ...(await stopProfile(cdp, assets)) });
    cdp = await startProfile(page);
    await timeFilter(page, 'timeout');
    await page.waitForTimeout(200);
    out.push({ action: 'apply text filter "timeout" (10,000 rows)', ...(await stopProfile(cdp, assets)) });
    await timeFilter(page, '');

    const { address, chain } = DEMO_WALLETS.busy;
    await page.goto(`${origin}/wallet/${address}?chain=${chain}&verbose=true&limit=100`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Expand all' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    cdp = await startProfile(page);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('main table [aria-label^="Show details of"]').length === 0,
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
    out.push({ action: 'Expand all, verbose wallet, 100 rows', ...(await stopProfile(cdp, assets)) });
  } finally {
    await context.close();
  }
  return out;
}
