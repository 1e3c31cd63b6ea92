import type { Browser, Page } from 'playwright-core';
import { freshContext, probeScript } from './lib/browser.ts';
import { errorText, fromSamples, missing, withBudget, type Figure } from './lib/stats.ts';

/**
 * Section 4: /streams/failed with the history walked by the page's own "Load all" (cap 10,000
 * rows, 100 per request). Then: rendered DOM rows; long tasks (PerformanceObserver 'longtask',
 * > 50 ms) while the table is scrolled top to bottom in 10 s (the position follows the clock); and the time to
 * apply a text filter: Enter in the "Error text" box (which commits at once; typing alone waits
 * 350 ms first) → the "Showing N" count changed and the next two frames drawn.
 */

export const TABLE = '[role="table"][aria-label="Failed deliveries"]';
const QUERIES = [
  'timeout',
  'status code 500',
  'ECONNRESET',
  'socket hang up',
  'certificate',
  'status code 502',
  'ENOTFOUND',
];

export interface FailuresResult {
  loadedRows: Figure;
  loadAllTime: Figure;
  domRows: Figure;
  longTasks: Figure;
  longestTask: Figure;
  worstFrame: Figure;
  filterApply: Figure;
  filterClear: Figure;
  error?: string;
}

const countsText = (page: Page) => page.locator('[data-testid="streams-counts"]').innerText();
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

export async function loadAll(page: Page): Promise<{ loaded: number; ms: number }> {
  const button = page.getByRole('button', { name: /^Load all/ });
  await button.waitFor({ timeout: 20_000 });
  const started = Date.now();
  await button.click();
  // Done when the walk has stopped: no Cancel button, and the count no longer grows.
  await page.getByRole('button', { name: 'Cancel' }).waitFor({ state: 'detached', timeout: 240_000 });
  const ms = Date.now() - started;
  const match = /of\s+([\d,.\s]+)\s+loaded/.exec(await countsText(page));
  return { loaded: match ? number(match[1]!) : 0, ms };
}

export async function scrollThrough(page: Page) {
  return page.evaluate(async (selector) => {
    const table = document.querySelector<HTMLElement>(selector);
    if (!table) throw new Error('no table');
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    table.scrollTop = 0;
    await frame();
    await frame();
    const bench = (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench;
    const start = performance.now();
    let maxRows = 0,
      worst = 0,
      last = start;
    // Time-based: the scroll position follows the clock (top to bottom in 10 s, about 40,000 px/s,
    // 650 px a frame at 60 fps), so slow frames cannot stretch the pass; bounded at 60 s anyway.
    const span = table.scrollHeight - table.clientHeight;
    const deadline = start + 60_000;
    while (table.scrollTop + table.clientHeight < table.scrollHeight - 1 && performance.now() < deadline) {
      table.scrollTop = Math.min(span, Math.max(table.scrollTop + 1, ((performance.now() - start) / 10_000) * span));
      const now = await frame();
      worst = Math.max(worst, now - last);
      last = now;
      maxRows = Math.max(maxRows, table.querySelectorAll('[role="row"]').length - 1);
    }
    await frame();
    await frame();
    const end = performance.now();
    await new Promise((r) => setTimeout(r, 200));
    const tasks = bench.longTasks.filter((t) => t.start >= start && t.start <= end);
    return {
      maxRows,
      worst,
      ms: end - start,
      reachedBottom: table.scrollTop + table.clientHeight >= table.scrollHeight - 1,
      tasks,
    };
  }, TABLE);
}

/** Arms the measurement: Enter keydown in the box → counts text changed → two frames. */
export async function timeFilter(page: Page, value: string): Promise<number> {
  const box = page.getByLabel('Error text');
  await box.fill(value);
  await page.waitForTimeout(30);
  await page.evaluate(() => {
    const w = window as unknown as { __filter: number | null };
    w.__filter = null;
    const counts = document.querySelector('[data-testid="streams-counts"]');
    const before = counts?.textContent ?? '';
    let t0 = 0;
    const input = document.activeElement;
    input?.addEventListener(
      'keydown',
      (e) => {
        if ((e as KeyboardEvent).key === 'Enter') t0 = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const now = document.querySelector('[data-testid="streams-counts"]')?.textContent ?? '';
      if (t0 === 0 || now === before) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__filter = performance.now() - t0;
        }),
      );
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box.press('Enter');
  await page.waitForFunction(() => (window as unknown as { __filter: number | null }).__filter !== null, null, {
    timeout: 15_000,
    polling: 100,
  });
  return await page.evaluate(() => (window as unknown as { __filter: number }).__filter);
}

export async function measureFailures(browser: Browser, origin: string, runs: number): Promise<FailuresResult> {
  const none = (label: string, unit: string, reason: string) => missing(label, unit, reason);
  const context = await freshContext(browser, { width: 1280, height: 900 });
  try {
    const page = await context.newPage();
    await page.addInitScript(probeScript(`${TABLE} [data-row-id]`));
    await page.goto(`${origin}/streams/failed?refresh=off`, { waitUntil: 'commit' });
    await page.waitForSelector(`${TABLE} [data-row-id]`, { timeout: 30_000 });
    const { loaded, ms } = await loadAll(page);
    await page.waitForTimeout(1_000);
    const domRows = (await page.locator(`${TABLE} [role="row"]`).count()) - 1;
    const scroll = await scrollThrough(page);
    const apply: number[] = [],
      clear: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const a = await timeFilter(page, QUERIES[i % QUERIES.length]!);
      await page.waitForTimeout(300);
      const c = await timeFilter(page, '');
      await page.waitForTimeout(300);
      if (i === 0) continue; // warm-up
      apply.push(a);
      clear.push(c);
    }
    const longest = scroll.tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    const how = `${loaded.toLocaleString('en')} rows loaded with the page's Load all; scrolled top→bottom (time-based, 10 s target) in ${Math.round(scroll.ms)} ms${scroll.reachedBottom ? '' : ' (did not reach the bottom)'}`;
    return {
      loadedRows: withBudget(
        { label: 'rows loaded', value: loaded, unit: 'rows', how: "page's Load all (cap 10,000)" },
        '= 10,000',
        (v) => v >= 10_000,
      ),
      loadAllTime: { label: 'Load all walk', value: Math.round(ms), unit: 'ms', how: '1 run: click → Cancel gone' },
      domRows: withBudget(
        {
          label: 'rendered DOM rows',
          value: Math.max(domRows, scroll.maxRows),
          unit: 'rows',
          how: `max of rows in the table's DOM at rest (${domRows}) and during the scroll (${scroll.maxRows}); 1 run`,
        },
        '≤ 80',
        (v) => v <= 80,
      ),
      longTasks: withBudget(
        { label: 'long tasks while scrolling', value: scroll.tasks.length, unit: 'tasks', how: `${how}; 1 run` },
        '0',
        (v) => v === 0,
      ),
      longestTask: { label: 'longest task while scrolling', value: Math.round(longest), unit: 'ms', how: '1 run' },
      worstFrame: {
        label: 'worst frame gap while scrolling',
        value: Math.round(scroll.worst),
        unit: 'ms',
        how: '1 run, rAF to rAF',
      },
      filterApply: withBudget(
        fromSamples(
          'text filter apply',
          apply,
          'ms',
          `Enter in "Error text" → count changed + 2 frames, over ${loaded} rows, queries ${QUERIES.slice(1, runs + 1).join(' / ')}`,
        ),
        '≤ 50 ms',
        (v) => v <= 50,
      ),
      filterClear: fromSamples('text filter clear', clear, 'ms', 'empty box + Enter → all rows back + 2 frames'),
    };
  } catch (error) {
    const reason = errorText(error);
    return {
      loadedRows: none('rows loaded', 'rows', reason),
      loadAllTime: none('Load all walk', 'ms', reason),
      domRows: none('rendered DOM rows', 'rows', reason),
      longTasks: none('long tasks while scrolling', 'tasks', reason),
      longestTask: none('longest task while scrolling', 'ms', reason),
      worstFrame: none('worst frame gap while scrolling', 'ms', reason),
      filterApply: none('text filter apply', 'ms', reason),
      filterClear: none('text filter clear', 'ms', reason),
      error: reason,
    };
  } finally {
    await context.close();
  }
}
