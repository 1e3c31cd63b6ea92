import { launchBrowser } from './lib/browser.ts';
import { compareBuilds, startBuildServers } from './lib/compareBuilds.ts';
import type { Proc } from './lib/procs.ts';
import { median, round } from './lib/stats.ts';
import { ROUTE_CASES } from './routes.ts';
import { throttledFirstRow, THROTTLED_HOW } from './throttled.ts';

/**
 * Compares the throttled deep link → first data row (bench/throttled.ts) of two builds in
 * alternating runs on one machine: each round measures every route on both, the order of the two
 * flipped every round, so a change of the machine's load falls on both alike.
 *
 *   COMPARE_BASE_ROOT=/tmp/base (a checkout of the other commit, built into its dist/)
 *   BENCH_OUT_DIR=dist (this checkout's build), BENCH_PORT (base port; one more per server),
 *   COMPARE_EXTRA=label=/abs/out/dir,… (more builds of this checkout, served by its server),
 *   BENCH_RUNS (rounds, 5), BENCH_ROUTES (comma list)
 *   node --import tsx bench/throttled-compare.ts
 *
 * Prints a Markdown table: each route's median before and after, and the change.
 */

const env = process.env;
const builds = compareBuilds(env);
const runs = Number(env.BENCH_RUNS ?? 5);
const port = Number(env.BENCH_PORT ?? 4270);
const routes = env.BENCH_ROUTES ? new Set(env.BENCH_ROUTES.split(',')) : null;
const cases = ROUTE_CASES.filter((c) => !routes || routes.has(c.route));

const procs: Proc[] = [];
const browser = await launchBrowser();
try {
  const servers = await startBuildServers(builds, port, procs);
  const samples = new Map(
    cases.map((c) => [c.route, Object.fromEntries(builds.map((b) => [b.label, [] as number[]]))]),
  );
  // Round 0 warms every server and Chromium and is not counted.
  for (let round = 0; round <= runs; round += 1) {
    for (const c of cases) {
      // The order of the builds turns by one every round.
      const order = builds.map((_, i) => (i + round) % builds.length);
      for (const index of order) {
        const which = builds[index]!.label;
        const origin = servers[index]!.url;
        try {
          const ms = await throttledFirstRow(browser, origin, c);
          if (round > 0) samples.get(c.route)![which]!.push(ms);
          console.error(`round ${round} ${c.route} ${which}: ${Math.round(ms)} ms`);
        } catch (error) {
          console.error(`round ${round} ${c.route} ${which}: failed: ${String(error).slice(0, 200)}`);
        }
      }
    }
  }
  const lines = [
    `Deep link → first data row, ${THROTTLED_HOW}; ${runs} alternating rounds, median [min–max] ms.`,
    '',
    `| route | ${builds.map((b) => b.label).join(' | ')} | ${builds
      .slice(1)
      .map((b) => `${b.label} vs before`)
      .join(' | ')} |`,
    `|---|${builds.map(() => '---|').join('')}${builds
      .slice(1)
      .map(() => '---|')
      .join('')}`,
  ];
  const cell = (v: number[]) =>
    v.length ? `${Math.round(median(v))} [${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))}]` : 'n/a';
  for (const c of cases) {
    const s = samples.get(c.route)!;
    const before = s.before ?? [];
    const change = (v: number[]) =>
      before.length && v.length ? `${round((median(v) / median(before) - 1) * 100, 1)} %` : 'n/a';
    lines.push(
      `| ${c.route} | ${builds.map((b) => cell(s[b.label]!)).join(' | ')} | ${builds
        .slice(1)
        .map((b) => change(s[b.label]!))
        .join(' | ')} |`,
    );
  }
  console.log(lines.join('\n'));
  console.log(JSON.stringify(Object.fromEntries(samples)));
} finally {
  await browser.close();
  for (const proc of procs) await proc.stop();
}
