import type { Browser } from 'playwright-core';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { freshContext } from './lib/browser.ts';
import { errorText, fromSamples, missing, type Figure } from './lib/stats.ts';

/**
 * Section 5: the busy wallet's decoded page, 100 transactions with their logs
 * (`/wallet/<busy>?verbose=true&limit=100`). "Expand all" is clicked (a DOM click in the page);
 * measured: click → every row expanded in the DOM (commit), and click → the second animation
 * frame after that (painted). The page is reloaded between runs.
 */

export interface VerboseResult {
  url: string;
  rows: number;
  commit: Figure;
  paint: Figure;
  error?: string;
}

export async function measureVerbose(browser: Browser, origin: string, runs: number): Promise<VerboseResult> {
  const { address, chain } = DEMO_WALLETS.busy;
  const url = `/wallet/${address}?chain=${chain}&verbose=true&limit=100`;
  const context = await freshContext(browser);
  const commit: number[] = [],
    paint: number[] = [];
  let rows = 0;
  try {
    const page = await context.newPage();
    for (let run = 0; run <= runs; run += 1) {
      await page.goto(origin + url, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length >= 100, null, {
        timeout: 30_000,
        polling: 50,
      });
      const button = page.getByRole('button', { name: 'Expand all' });
      await button.waitFor({ timeout: 10_000 });
      await page.waitForTimeout(500);
      const result = await page.evaluate(async () => {
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Expand all');
        if (!target) throw new Error('no Expand all button');
        // Each row has a "Show details of <hash>" toggle that reads "Hide details of" once open.
        const count = (prefix: string) =>
          document.querySelectorAll(`main table [aria-label^="${prefix} details of"]`).length;
        const rowCount = count('Show');
        if (rowCount === 0) throw new Error('no "Show details of" toggles in the table');
        const allOpen = () => count('Show') === 0 && count('Hide') >= rowCount;
        const t0 = performance.now();
        target.click();
        let committed = allOpen() ? performance.now() : 0;
        if (!committed) {
          await new Promise<void>((resolve, reject) => {
            const observer = new MutationObserver(() => {
              if (!allOpen()) return;
              committed = performance.now();
              observer.disconnect();
              resolve();
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            setTimeout(() => {
              observer.disconnect();
              reject(new Error('rows did not all expand within 20 s'));
            }, 20_000);
          });
        }
        const painted = await new Promise<number>((r) =>
          requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))),
        );
        return { rowCount, commit: committed - t0, paint: painted - t0 };
      });
      rows = result.rowCount;
      if (run === 0) continue; // warm-up
      commit.push(result.commit);
      paint.push(result.paint);
    }
    return {
      url,
      rows,
      commit: fromSamples(
        'Expand all → DOM updated',
        commit,
        'ms',
        `${rows} rows, click → every row's toggle reads "Hide details"`,
      ),
      paint: fromSamples('Expand all → painted', paint, 'ms', `${rows} rows, click → double rAF after the DOM update`),
    };
  } catch (error) {
    const reason = errorText(error);
    return {
      url,
      rows,
      commit: missing('Expand all → DOM updated', 'ms', reason),
      paint: missing('Expand all → painted', 'ms', reason),
      error: reason,
    };
  } finally {
    await context.close();
  }
}
