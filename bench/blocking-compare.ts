import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, probeScript, type ProbeResult } from './lib/browser.ts';
import { compareBuilds, startBuildServers } from './lib/compareBuilds.ts';
import type { Proc } from './lib/procs.ts';
import { median } from './lib/stats.ts';
import { ROUTE_CASES, type RouteCase } from './routes.ts';
import { CPU_SLOWDOWN, withThrottledPage } from './throttled.ts';

/**
 * Compares two builds' main-thread blocking while a deep link loads on a throttled phone: real
 * Chromium at phone size (412×823 at 1.75×, touch), DevTools Slow 4G and 4× CPU as the throttled
 * section, cold context, proxy cache cleared. The figure is Σ (long task − 50 ms) over the long
 * tasks from the first contentful paint until 6 s after the load event: the Total Blocking Time
 * a person on that phone meets, not Lighthouse's simulation of it. A second table sums every long
 * task from the navigation on, the page's boot included. Alternating rounds, the order of the
 * builds flipped each round; round 0 warms up and is not counted.
 *
 *   COMPARE_BASE_ROOT=/tmp/base COMPARE_BASE_OUT_DIR=… (the other checkout, its build; the server
 *   runs from that checkout too, as a deep link's HTML is written by it), BENCH_OUT_DIR (this
 *   checkout's build, dist), BENCH_PORT (4290), BENCH_RUNS (6), BENCH_ROUTES (comma list)
 *   node --import tsx bench/blocking-compare.ts
 */

const env = process.env;
const builds = compareBuilds(env).slice(0, 2);
const runs = Number(env.BENCH_RUNS ?? 6);
const routes = env.BENCH_ROUTES ? new Set(env.BENCH_ROUTES.split(',')) : null;
const cases = ROUTE_CASES.filter((c) => !routes || routes.has(c.route));
const SETTLE_MS = 6000;

interface Blocking {
  afterPaint: number;
  wholeLoad: number;
}

function blocking(browser: Browser, origin: string, c: RouteCase): Promise<Blocking> {
  return withThrottledPage(
    browser,
    origin,
    async (page) => {
      await page.addInitScript(probeScript(null));
      await page.goto(origin + c.url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      return await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = (window as unknown as { __bench: ProbeResult }).__bench.longTasks;
        const sum = (list: typeof tasks) => list.reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
        return { afterPaint: sum(tasks.filter((task) => task.start >= fcp)), wholeLoad: sum(tasks) };
      });
    },
    PHONE,
  );
}

const procs: Proc[] = [];
const browser = await launchBrowser();
try {
  const servers = await startBuildServers(builds, Number(env.BENCH_PORT ?? 4290), procs);
  const samples = new Map(
    cases.map((c) => [c.route, { afterPaint: [[], []] as number[][], wholeLoad: [[], []] as number[][] }]),
  );
  for (let round = 0; round <= runs; round += 1) {
    for (const c of cases) {
      for (const index of round % 2 ? [1, 0] : [0, 1]) {
        const ms = await blocking(browser, servers[index]!.url, c);
        if (round > 0) {
          samples.get(c.route)!.afterPaint[index]!.push(Math.round(ms.afterPaint));
          samples.get(c.route)!.wholeLoad[index]!.push(Math.round(ms.wholeLoad));
        }
        console.error(
          `round ${round} ${c.route} ${builds[index]!.label}: ${Math.round(ms.afterPaint)} ms after the first paint, ${Math.round(ms.wholeLoad)} ms in all`,
        );
      }
    }
  }
  const cell = (v: number[]) => `${median(v)} [${v.join(', ')}]`;
  for (const [key, what] of [
    ['afterPaint', 'after the first paint'],
    ['wholeLoad', 'from the navigation on'],
  ] as const) {
    console.log(
      `Blocking time ${what}, phone, DevTools Slow 4G + ${CPU_SLOWDOWN}× CPU; ${runs} alternating rounds, median [runs] ms.\n`,
    );
    console.log('| route | before | after |\n|---|---|---|');
    for (const c of cases)
      console.log(`| ${c.route} | ${cell(samples.get(c.route)![key][0]!)} | ${cell(samples.get(c.route)![key][1]!)} |`);
    console.log('');
  }
} finally {
  await browser.close();
  for (const proc of procs) await proc.stop();
}
