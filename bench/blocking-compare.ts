import path from 'node:path';
import { freshContext, launchBrowser, probeScript, type ProbeResult } from './lib/browser.ts';
import { ROOT, resetProxyCache, startDemoServer, type Proc } from './lib/procs.ts';
import { median } from './lib/stats.ts';
import { ROUTE_CASES, type RouteCase } from './routes.ts';
import { CPU_SLOWDOWN, SLOW_4G } from './throttled.ts';

/**
 * Compares two builds' main-thread blocking while a deep link loads on a throttled phone: real
 * Chromium at phone size (412×823 at 1.75×, touch), DevTools Slow 4G and 4× CPU as the throttled
 * section, cold context, proxy cache cleared. The figure is Σ (long task − 50 ms) over the long
 * tasks from the first contentful paint until 6 s after the load event: the Total Blocking Time
 * a person on that phone meets, not Lighthouse's simulation of it. Alternating rounds, the order
 * of the builds flipped each round; round 0 warms up and is not counted.
 *
 *   COMPARE_BASE_ROOT=/tmp/base COMPARE_BASE_OUT_DIR=… (the other checkout, its build; the server
 *   runs from that checkout too, as a deep link's HTML is written by it), BENCH_OUT_DIR (this
 *   checkout's build, dist), BENCH_PORT (4290), BENCH_RUNS (6), BENCH_ROUTES (comma list)
 *   node --import tsx bench/blocking-compare.ts
 */

const env = process.env;
const baseRoot = env.COMPARE_BASE_ROOT;
if (!baseRoot) throw new Error('COMPARE_BASE_ROOT: the checkout to compare against');
const runs = Number(env.BENCH_RUNS ?? 6);
const routes = env.BENCH_ROUTES ? new Set(env.BENCH_ROUTES.split(',')) : null;
const cases = ROUTE_CASES.filter((c) => !routes || routes.has(c.route));
const SETTLE_MS = 6000;

async function blockingAfterPaint(origin: string, c: RouteCase, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<number> {
  await resetProxyCache(origin);
  const context = await freshContext(browser, { width: 412, height: 823 }, { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(probeScript(null));
    await page.goto(origin + c.url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __bench: ProbeResult }).__bench.longTasks;
      return tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    });
  } finally {
    await context.close();
  }
}

const procs: Proc[] = [];
const browser = await launchBrowser();
try {
  const builds = [
    { label: 'before', root: path.resolve(baseRoot), outDir: path.resolve(baseRoot, env.COMPARE_BASE_OUT_DIR ?? 'dist') },
    { label: 'after', root: ROOT, outDir: path.resolve(ROOT, env.BENCH_OUT_DIR ?? 'dist') },
  ];
  for (const [index, build] of builds.entries()) procs.push(await startDemoServer(Number(env.BENCH_PORT ?? 4290) + index, build.outDir, build.root));
  const samples = new Map(cases.map((c) => [c.route, [[], []] as number[][]]));
  for (let round = 0; round <= runs; round += 1) {
    for (const c of cases) {
      for (const index of round % 2 ? [1, 0] : [0, 1]) {
        const ms = await blockingAfterPaint(procs[index]!.url, c, browser);
        if (round > 0) samples.get(c.route)![index]!.push(Math.round(ms));
        console.error(`round ${round} ${c.route} ${builds[index]!.label}: ${Math.round(ms)} ms`);
      }
    }
  }
  const cell = (v: number[]) => `${median(v)} [${v.join(', ')}]`;
  console.log(`Blocking time after first paint, phone, DevTools Slow 4G + ${CPU_SLOWDOWN}× CPU; ${runs} alternating rounds, median [runs] ms.\n`);
  console.log('| route | before | after |\n|---|---|---|');
  for (const c of cases) console.log(`| ${c.route} | ${cell(samples.get(c.route)![0]!)} | ${cell(samples.get(c.route)![1]!)} |`);
} finally {
  await browser.close();
  for (const proc of procs) await proc.stop();
}
