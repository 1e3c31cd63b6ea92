import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithSourcemaps } from './analyze.ts';
import { diagnose } from './diagnose.ts';
import { measureFailures } from './failures.ts';
import { launchBrowser } from './lib/browser.ts';
import { ROOT, startDemoServer } from './lib/procs.ts';
import { median, type Figure } from './lib/stats.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureMainThread } from './mainthread.ts';
import { measurePage, type Timeline } from './pages.ts';
import type { Section } from './report.ts';
import type { RouteCase } from './routes.ts';
import { measureThrottled } from './throttled.ts';
import { measureVerbose } from './verbose.ts';

/**
 * The bench's browser sections over the demo server (run.ts runs them in this order): page loads,
 * throttled loads, Lighthouse, the main thread, the failures table, the verbose wallet and the CPU
 * profiles. Each records its raw results under its own name in `raw`.
 */

export interface DemoSectionContext {
  quick: boolean;
  runs: number;
  outDir: string;
  basePort: number;
  wanted: ReadonlySet<string>;
  cases: readonly RouteCase[];
  routeFilter: ReadonlySet<string> | null;
  lighthouseRuns: number;
  /** The demo server's origin; it keeps its port when `ensureDemo` restarts it. */
  origin: string;
  /** Starts the demo server again if it died, and says so in the report. */
  ensureDemo(): Promise<void>;
  raw: Record<string, unknown>;
  log(line: string): void;
}

export function demoSections(context: DemoSectionContext) {
  const { quick, runs, outDir, basePort, wanted, cases, routeFilter, origin, ensureDemo, raw, log } = context;
  return {
    pages: async (): Promise<Section | Section[]> => {
      const browser = await launchBrowser();
      try {
        const results = [];
        for (const c of cases) {
          await ensureDemo();
          log(`  ${c.route}`);
          results.push(await measurePage(browser, origin, c, runs));
        }
        raw.pages = results;
        return {
          title: `Pages: deep link → first data row (${runs} runs + 1 warm-up each, cold context, median [min–max])`,
          figures: results.flatMap((r) => [r.firstRow, r.lcp, r.pageLoad, r.apiAlone, r.ratio]),
          notes: results.map((r) => {
            const t = (key: keyof Timeline) => {
              const v = r.timelines.map((x) => x[key]).filter((x): x is number => x !== null);
              return v.length ? Math.round(median(v)) : '?';
            };
            return `${r.route}: ${r.url} · waits for ${r.drawn} · API: ${r.apiCalls.join(', ') || 'none seen'} · median timeline: last JS ${t('jsEnd')} ms, DCL ${t('domContentLoaded')} ms, data call ${t('apiStart')}→${t('apiEnd')} ms, row ${r.firstRow.value ?? '?'} ms${r.error ? ` · error: ${r.error}` : ''}`;
          }),
        };
      } finally {
        await browser.close();
      }
    },
    throttled: async (): Promise<Section | Section[]> => {
      const browser = await launchBrowser();
      try {
        const figures = [];
        for (const c of cases) {
          await ensureDemo();
          log(`  ${c.route}`);
          figures.push(await measureThrottled(browser, origin, c, runs));
        }
        raw.throttled = figures;
        return {
          title: `Deep link → first data row under DevTools throttling (Slow 4G, 4× CPU; ${runs} runs + 1 warm-up each, median [min–max]; compare two builds with bench/throttled-compare.ts)`,
          figures,
        };
      } finally {
        await browser.close();
      }
    },
    lighthouse: async (): Promise<Section | Section[]> => {
      const rows = [];
      for (const c of quick && !routeFilter ? cases.slice(0, 1) : cases) {
        await ensureDemo();
        // Single mobile runs of one build spread over 10 points and more on a 2-core host
        // (bench/results.md): the alarm reads their median.
        rows.push(...(await measureLighthouse(origin, [c], context.lighthouseRuns, log)));
      }
      raw.lighthouse = rows;
      const ms = (v: number | null | undefined) => (v === null || v === undefined ? '?' : Math.round(v));
      return {
        title: `Lighthouse performance (${quick ? 'BENCH_QUICK: `/` only' : 'every route'})`,
        figures: rows.flatMap((r) => [r.mobile, r.desktop]),
        notes: rows.flatMap((r) =>
          Object.entries(r.metrics).map(
            ([mode, m]) =>
              `${r.route} ${mode}: FCP ${ms(m['first-contentful-paint'])} ms, LCP ${ms(m['largest-contentful-paint'])} ms, TBT ${ms(m['total-blocking-time'])} ms, CLS ${m['cumulative-layout-shift']?.toFixed(3) ?? '?'}, SI ${ms(m['speed-index'])} ms`,
          ),
        ),
      };
    },
    mainthread: async (): Promise<Section | Section[]> => {
      const browser = await launchBrowser();
      try {
        const rows = [];
        for (const c of cases) {
          await ensureDemo();
          rows.push(await measureMainThread(browser, origin, c, runs));
        }
        raw.mainthread = rows;
        return {
          title: `Main thread while a deep link loads, phone size, unthrottled (${runs} runs each; evidence for Lighthouse mobile, no budget)`,
          figures: rows.flatMap((r) => [r.tasks, r.blocking, r.blockingCpu, r.busy]),
        };
      } finally {
        await browser.close();
      }
    },
    failures: async (): Promise<Section | Section[]> => {
      // The live view (its Load all walk over the service's week): the watcher off, so no archive.
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-live-'));
      const server = await startDemoServer(basePort + 4, outDir, ROOT, { WATCH_INTERVAL_S: '0', DATA_DIR: dataDir });
      const browser = await launchBrowser();
      try {
        const r = await measureFailures(browser, server.url, runs);
        raw.failures = r;
        return {
          title: 'Failures table (/streams/failed, live view) with 10,000 rows',
          figures: [
            r.loadedRows,
            r.loadAllTime,
            r.domRows,
            r.longTasks,
            r.longestTask,
            r.worstFrame,
            r.filterApply,
            r.filterClear,
          ],
        };
      } finally {
        await browser.close();
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    verbose: async (): Promise<Section | Section[]> => {
      await ensureDemo();
      const browser = await launchBrowser();
      try {
        const r = await measureVerbose(browser, origin, runs);
        raw.verbose = r;
        return { title: `Verbose wallet page (${r.url}), ${r.rows} rows: Expand all`, figures: [r.commit, r.paint] };
      } finally {
        await browser.close();
      }
    },
    profile: async (): Promise<Section | Section[]> => {
      const mapDir = `${outDir}-sourcemaps`;
      if (!wanted.has('bundle')) {
        const built = buildWithSourcemaps(mapDir);
        if (!built.ok) throw new Error(`source-map build failed: ${built.message}`);
      }
      const server = await startDemoServer(basePort + 3, mapDir);
      const browser = await launchBrowser();
      try {
        const result = await diagnose(browser, server.url, mapDir);
        raw.profile = result;
        return {
          title: 'CPU profiles (Chromium Profiler, source-map build, self time; evidence, no budget)',
          figures: result.map((d): Figure => ({
            label: `profile: ${d.action}`,
            value: d.totalMs,
            unit: 'ms busy',
            how: 'CDP Profiler, 0.5 ms sampling, idle excluded',
          })),
          notes: result.flatMap((d) => [
            `${d.action}: renderer main thread ${Object.entries(d.renderer)
              .map(([k, v]) => `${k} ${v}${k.endsWith('Count') ? '' : ' ms'}`)
              .join(', ')}`,
            `${d.action}: by module ${d.byModule
              .slice(0, 8)
              .map((h) => `${h.where} ${h.selfMs} ms (${h.share}%)`)
              .join(', ')}`,
            `${d.action}: by function ${d.byFunction
              .slice(0, 6)
              .map((h) => `${h.where} ${h.selfMs} ms`)
              .join(', ')}`,
          ]),
        };
      } finally {
        await browser.close();
        await server.stop();
      }
    },
  };
}
