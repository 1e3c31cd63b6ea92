import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { E2E_NOW } from '../standin/catalog.ts';
import { STREAMS } from '../standin/streams/config.ts';
import { TABLE } from './failures.ts';
import { freshContext, launchBrowser, probeScript } from './lib/browser.ts';
import { startLiveServer, startStandinProcess, type Proc } from './lib/procs.ts';
import { errorText, fromSamples, missing, withBudget, type Figure } from './lib/stats.ts';

/**
 * The server over a prepared archive (the SQLite file the ingest wrote, in DATA_DIR), in live mode
 * against a stand-in process frozen at the archive's newest minute, its watcher on every
 * WATCH_S seconds. Two figures:
 * - the failures page's 90 d window in Chromium: DOM rows and long tasks (> 50 ms) while its
 *   table is scrolled down as its pages load (scrollAsPagesLoad);
 * - the watcher's lag: the stand-in's control API adds one failure with a unique error text at a
 *   random moment of the interval, and the archive API is asked every 100 ms until it lists it.
 */

const WATCH_S = 5;
/** The scroll's pace: bench/failures.ts's (10,000 rows of 40 px top to bottom in 10 s). */
const SCROLL_PX_PER_S = 40_000;
const SCROLL_MAX_MS = 60_000;
/** The generated archive reaches back past 90 days: kept whole, so the server's start prunes nothing. */
const ARCHIVE_DAYS = 3_650;
const LAG_RUNS = 5;
const KEY = 'bench-archive-key';

async function withProcs<T>(
  dataDir: string,
  outDir: string,
  port: number,
  fn: (server: Proc, standin: Proc) => Promise<T>,
): Promise<T> {
  const standin = await startStandinProcess(port + 1, KEY, { STANDIN_NOW: E2E_NOW });
  try {
    const server = await startLiveServer(port, outDir, standin.url, KEY, {
      DATA_DIR: dataDir,
      WATCH_INTERVAL_S: String(WATCH_S),
      ARCHIVE_DAYS: String(ARCHIVE_DAYS),
    });
    try {
      return await fn(server, standin);
    } finally {
      await server.stop();
    }
  } finally {
    await standin.stop();
  }
}

/**
 * The table scrolled down at SCROLL_PX_PER_S, its end read again every frame: the page asks for
 * its next page when the rows in view near the loaded end, and when the reader gets there first,
 * the position waits at the end until more rows are drawn. Ends at the window's last row ("all
 * listed") or after SCROLL_MAX_MS. Long tasks (> 50 ms) from the page's PerformanceObserver.
 */
export async function scrollAsPagesLoad(page: Page) {
  return page.evaluate(
    async ([selector, pxPerS, maxMs]) => {
      const table = document.querySelector<HTMLElement>(selector);
      if (!table) throw new Error('no table');
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const allListed = () =>
        document.querySelector('[data-testid="streams-counts"]')?.textContent?.includes('all listed') ?? false;
      table.scrollTop = 0;
      await frame();
      await frame();
      const bench = (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench;
      const start = performance.now();
      let maxRows = 0,
        worst = 0,
        last = start,
        atEnd = false;
      while (performance.now() - start < maxMs) {
        const span = table.scrollHeight - table.clientHeight;
        table.scrollTop = Math.min(span, ((performance.now() - start) / 1000) * pxPerS);
        atEnd = table.scrollTop >= span - 1;
        if (atEnd && allListed()) break;
        const now = await frame();
        worst = Math.max(worst, now - last);
        last = now;
        maxRows = Math.max(maxRows, table.querySelectorAll('[role="row"]').length - 1);
      }
      await frame();
      await frame();
      const end = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const tasks = bench.longTasks.filter((task) => task.start >= start && task.start <= end);
      return { maxRows, worst, ms: end - start, reachedEnd: atEnd && allListed(), px: table.scrollTop, tasks };
    },
    [TABLE, SCROLL_PX_PER_S, SCROLL_MAX_MS] as const,
  );
}

async function pageFigures(origin: string): Promise<Figure[]> {
  const browser = await launchBrowser();
  try {
    const context = await freshContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.addInitScript(probeScript(`${TABLE} [data-row-id]`));
    await page.goto(`${origin}/streams/failed?window=90d&refresh=off`, { waitUntil: 'commit' });
    await page.waitForSelector(`${TABLE} [data-row-id]`, { timeout: 60_000 });
    await page
      .getByTestId('archive-total')
      .filter({ hasText: /^[\d,]+$/ })
      .waitFor({ timeout: 60_000 });
    const total = (await page.getByTestId('archive-total').innerText()).trim();
    await page.waitForTimeout(1_000);
    const atRest = (await page.locator(`${TABLE} [role="row"]`).count()) - 1;
    const scroll = await scrollAsPagesLoad(page);
    const loaded = (await page.getByTestId('streams-counts').innerText()).match(/^[\d,]+/)?.[0] ?? '?';
    const longest = scroll.tasks.reduce((max, task) => Math.max(max, task.duration), 0);
    const how = `90 d window (${total} failures in the archive's answer), table scrolled down at ${SCROLL_PX_PER_S.toLocaleString('en')} px/s as its pages load for ${Math.round(scroll.ms / 1000)} s${scroll.reachedEnd ? ' to the last row' : ''} (${loaded} rows loaded, ${Math.round(scroll.px).toLocaleString('en')} px); 1 run`;
    await context.close();
    return [
      withBudget(
        {
          label: 'archive page: rendered DOM rows',
          value: Math.max(atRest, scroll.maxRows),
          unit: 'rows',
          how: `max at rest (${atRest}) and while scrolling (${scroll.maxRows}); ${how}`,
        },
        '≤ 80',
        (v) => v <= 80,
      ),
      withBudget(
        {
          label: 'archive page: long tasks while scrolling',
          value: scroll.tasks.length,
          unit: 'tasks',
          how: `longest ${Math.round(longest)} ms, worst frame gap ${Math.round(scroll.worst)} ms; ${how}`,
        },
        '0',
        (v) => v === 0,
      ),
    ];
  } finally {
    await browser.close();
  }
}

async function lagFigure(server: Proc, standin: Proc): Promise<Figure> {
  const samples: number[] = [];
  for (let run = 0; run < LAG_RUNS; run += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * WATCH_S * 1000));
    const text = `bench lag probe ${run} ${Date.now()}`;
    const started = Date.now();
    const added = await fetch(`${standin.url}/__control/streams/burst`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stream: STREAMS[0]!.id, count: 1, errorMessage: text }),
    });
    if (added.status !== 201) throw new Error(`the stand-in's burst answered ${added.status}`);
    const deadline = started + (3 * WATCH_S + 10) * 1000;
    for (;;) {
      const response = await fetch(`${server.url}/api/archive/failures?limit=1&error=${encodeURIComponent(text)}`);
      const body = (await response.json()) as { items?: unknown[] };
      if (body.items?.length) break;
      if (Date.now() > deadline) throw new Error(`run ${run}: not archived within ${(deadline - started) / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    samples.push(Date.now() - started);
  }
  const figure = fromSamples(
    'watcher lag behind a new failure',
    samples,
    'ms',
    `WATCH_INTERVAL_S=${WATCH_S}; one failure added through the stand-in's control API at a random moment, archive API asked every 100 ms; ${LAG_RUNS} runs, the max is the figure`,
  );
  const worst = Math.max(...samples);
  return withBudget(
    { ...figure, value: worst, unit: 'ms max' },
    `≤ ${WATCH_S * 1000 + 1000} ms (interval + 1 s)`,
    (v) => v <= WATCH_S * 1000 + 1000,
  );
}

export async function benchArchivePage(dataDir: string, port: number): Promise<Figure[]> {
  const outDir = path.resolve(process.env.BENCH_OUT_DIR ?? '/tmp/cb-bench/dist');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    return [
      missing(
        'archive page in Chromium',
        '',
        `no build in ${outDir}: set BENCH_OUT_DIR to a \`vite build --outDir\` directory`,
      ),
    ];
  }
  try {
    return await withProcs(dataDir, outDir, port, async (server, standin) => [
      ...(await pageFigures(server.url)),
      await lagFigure(server, standin),
    ]);
  } catch (error) {
    return [missing('archive page and watcher lag', '', errorText(error))];
  }
}
