import type { Browser } from 'playwright-core';
import { freshContext, PHONE } from './lib/browser.ts';
import { fromSamples, type Figure } from './lib/stats.ts';
import type { RouteCase } from './routes.ts';

/**
 * Section "mainthread": the renderer main thread while a deep link loads at phone size, traced
 * unthrottled. Lighthouse's mobile score simulates a 4× slower CPU from one such trace, and on
 * this shared 2-core machine its Total Blocking Time swings by hundreds of ms between identical
 * runs (a wallet page read 270–710 ms across 6 runs of one build). These figures come from the
 * same kind of trace, over more runs, and say where the blocking comes from:
 * - tasks over 12.5 ms: the ones that become long tasks (over 50 ms) at 4× CPU;
 * - blocking at 4×: the sum over every task of (4 × its duration − 50 ms), the way TBT counts,
 *   but over the whole load (Lighthouse counts from its simulated first paint on);
 * - busy: the main thread's total task time;
 * - blocking at 4×, thread CPU: the same sum over each task's CPU time (the trace's `tdur`).
 *   Chromium's processes share the 2 cores, so a task's wall time includes stretches where its
 *   thread waited for a core (the entry's evaluation: ~40 ms of CPU in 110–135 ms of wall time
 *   while the machine was busy). Wall time is what Lighthouse simulates from; CPU time is what
 *   the code costs, and it moves far less with the machine's load, so it is the figure to compare
 *   between builds.
 * Evidence for the Lighthouse figures, not a budget of its own.
 */

/** After the deep link is opened: long enough for the progressive rows of a 100-row page. */
const SETTLE_MS = 3_500;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

interface Sample {
  tasks: number;
  blocking: number;
  busy: number;
  blockingCpu: number;
}

const blockingAt4x = (durations: number[]) => durations.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0);

async function traceOnce(browser: Browser, url: string): Promise<Sample> {
  const context = await freshContext(browser, PHONE.viewport, PHONE.device);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined);
    // The renderer's main thread is the one that ran the most task time.
    const perThread = new Map<string, number>();
    for (const t of tasks) perThread.set(`${t.pid}:${t.tid}`, (perThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur!);
    const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const mainTasks = tasks.filter((t) => `${t.pid}:${t.tid}` === main);
    const ms = mainTasks.map((t) => t.dur! / 1000);
    return {
      tasks: ms.filter((d) => d > 12.5).length,
      blocking: blockingAt4x(ms),
      busy: ms.reduce((sum, d) => sum + d, 0),
      // Thread time is recorded with these categories; without it the wall time stands in.
      blockingCpu: blockingAt4x(mainTasks.map((t) => (t.tdur ?? t.dur!) / 1000)),
    };
  } finally {
    await context.close();
  }
}

export interface MainThreadRow {
  route: string;
  tasks: Figure;
  blocking: Figure;
  blockingCpu: Figure;
  busy: Figure;
}

export async function measureMainThread(
  browser: Browser,
  origin: string,
  c: RouteCase,
  runs: number,
): Promise<MainThreadRow> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await traceOnce(browser, origin + c.url));
  const how = `Chromium trace, ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.device.deviceScaleFactor}x touch, unthrottled, fresh context, ${SETTLE_MS / 1000} s after opening the deep link`;
  return {
    route: c.route,
    tasks: fromSamples(
      `${c.route} main-thread tasks > 12.5 ms (phone)`,
      samples.map((s) => s.tasks),
      'tasks',
      how,
      0,
    ),
    blocking: fromSamples(
      `${c.route} blocking at 4× CPU, whole load (phone)`,
      samples.map((s) => s.blocking),
      'ms',
      `${how}; Σ max(0, 4 × task − 50 ms)`,
      0,
    ),
    blockingCpu: fromSamples(
      `${c.route} blocking at 4× CPU, thread CPU time (phone)`,
      samples.map((s) => s.blockingCpu),
      'ms',
      `${how}; Σ max(0, 4 × task CPU time − 50 ms), CPU time = the trace's tdur`,
      0,
    ),
    busy: fromSamples(
      `${c.route} main-thread busy (phone)`,
      samples.map((s) => s.busy),
      'ms',
      how,
      0,
    ),
  };
}
