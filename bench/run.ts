import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithSourcemaps, compose } from './analyze.ts';
import { diagnose } from './diagnose.ts';
import { archiveSection } from './archive-runner.ts';
import { analyseBundle } from './bundle.ts';
import { measureFailures } from './failures.ts';
import { measureJourney } from './journey.ts';
import { launchBrowser } from './lib/browser.ts';
import { ROOT, startDemoServer, startLiveServer, startStandinProcess, type Proc } from './lib/procs.ts';
import { errorText, median, missing, type Figure } from './lib/stats.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureMainThread } from './mainthread.ts';
import { measurePage, type Timeline } from './pages.ts';
import { measureThrottled } from './throttled.ts';
import { measureProxyIsolated } from './proxy.ts';
import { budgetSummary, renderMarkdown, renderTable, type Section } from './report.ts';
import { ROUTE_CASES } from './routes.ts';
import { bundleSection } from './sections.ts';
import { standinSection } from './standin-runner.ts';
import { measureScale } from './scale.ts';
import { measureOperate } from './operate.ts';
import { measureVerbose } from './verbose.ts';

/**
 * `npm run bench` (scripts/bench.mjs builds the app, then runs this). Environment:
 * BENCH_OUT_DIR (the build), BENCH_PORT (base port: demo server, +1 live server, +2 stand-in),
 * BENCH_RUNS (default 5), BENCH_QUICK=1 (3 runs, Lighthouse on `/` only, shorter load tests),
 * BENCH_SECTIONS (comma list of bundle,pages,throttled,lighthouse,mainthread,failures,verbose,profile,proxy,journey,standin,archive,scale,operate),
 * BENCH_LH_RUNS (Lighthouse runs per route and form factor, default 3, 1 with BENCH_QUICK), BENCH_RESULTS (output path),
 * BENCH_ROUTES (comma list of routes for pages and Lighthouse, e.g. "/,/tokens").
 */

const env = process.env;
const quick = env.BENCH_QUICK === '1';
const runs = Number(env.BENCH_RUNS ?? (quick ? 3 : 5));
const outDir = path.resolve(env.BENCH_OUT_DIR ?? '/tmp/cb-bench/dist');
const basePort = Number(env.BENCH_PORT ?? 4270);
const all = [
  'bundle',
  'pages',
  'throttled',
  'lighthouse',
  'mainthread',
  'failures',
  'verbose',
  'profile',
  'proxy',
  'journey',
  'standin',
  'archive',
  'scale',
  'operate',
];
const wanted = new Set(
  (env.BENCH_SECTIONS ?? all.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const routeFilter = env.BENCH_ROUTES ? new Set(env.BENCH_ROUTES.split(',').map((r) => r.trim())) : null;
const cases = ROUTE_CASES.filter((c) => !routeFilter || routeFilter.has(c.route));
const resultsFile = path.resolve(ROOT, env.BENCH_RESULTS ?? 'bench/results.json');
const log = (line: string) => console.error(line);
const started = Date.now();

const sections: Section[] = [];
const raw: Record<string, unknown> = {};
const procs: Proc[] = [];
const loadBefore = os.loadavg();
/** Demo-server deaths seen (and recovered from) during the run: reported, never hidden. */
const deaths: string[] = [];

async function section(name: string, title: string, fn: () => Promise<Section | Section[]>) {
  if (!wanted.has(name)) return;
  const t = Date.now();
  log(`bench: ${title}...`);
  try {
    const result = await fn();
    sections.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    sections.push({ title, figures: [missing(title, '', errorText(error))] });
  }
  log(`bench: ${title} done in ${Math.round((Date.now() - t) / 1000)} s`);
}

async function stopAll() {
  for (const proc of procs.splice(0)) await proc.stop().catch(() => undefined);
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

try {
  await section('bundle', 'Bundle (gzip -9 of the built files)', async () => {
    const bundle = analyseBundle(outDir);
    const mapDir = `${outDir}-sourcemaps`;
    const built = buildWithSourcemaps(mapDir);
    const composition = built.ok
      ? compose(mapDir, bundle.upFront, (f) => bundle.chunks.find((c) => c.file === f)?.gzip ?? 0)
      : [];
    const browser = await launchBrowser();
    const demo = await startDemoServer(basePort, outDir);
    procs.push(demo);
    try {
      const result = await bundleSection(bundle, composition, browser, demo.url);
      raw.bundle = { ...bundle, composition, requestedByHome: result.requested };
      return result.sections;
    } finally {
      await browser.close();
    }
  });

  const needDemo = ['pages', 'throttled', 'lighthouse', 'mainthread', 'failures', 'verbose'].some((s) => wanted.has(s));
  let demo = procs.find((p) => p.url.endsWith(`:${basePort}`));
  if (needDemo && !demo) {
    demo = await startDemoServer(basePort, outDir);
    procs.push(demo);
  }
  const origin = demo?.url ?? '';
  /** The demo server must be up before each measurement; if it died, say why and start it again. */
  const ensureDemo = async () => {
    if (!demo || (demo.child.exitCode === null && demo.child.signalCode === null)) return;
    const why = `demo server exited (${demo.child.exitCode ?? demo.child.signalCode}): ${demo.errors().trim().split('\n').slice(-3).join(' / ').slice(0, 300)}`;
    deaths.push(why);
    log(`bench: ${why}; restarting it`);
    procs.splice(procs.indexOf(demo), 1);
    demo = await startDemoServer(basePort, outDir);
    procs.push(demo);
  };

  await section('pages', 'Pages: deep link → first data row', async () => {
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
  });

  await section('throttled', 'Deep link → first data row, throttled', async () => {
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
  });

  await section('lighthouse', 'Lighthouse performance', async () => {
    const rows = [];
    for (const c of quick && !routeFilter ? cases.slice(0, 1) : cases) {
      await ensureDemo();
      // Single mobile runs of one build spread over 10 points and more on a 2-core host
      // (bench/results.md): the alarm reads their median.
      rows.push(...(await measureLighthouse(origin, [c], Number(env.BENCH_LH_RUNS ?? (quick ? 1 : 3)), log)));
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
  });

  await section('mainthread', 'Main thread while a deep link loads (phone)', async () => {
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
  });

  await section('failures', 'Failures table, 10,000 rows', async () => {
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
  });

  await section('verbose', 'Verbose wallet, Expand all', async () => {
    await ensureDemo();
    const browser = await launchBrowser();
    try {
      const r = await measureVerbose(browser, origin, runs);
      raw.verbose = r;
      return { title: `Verbose wallet page (${r.url}), ${r.rows} rows: Expand all`, figures: [r.commit, r.paint] };
    } finally {
      await browser.close();
    }
  });

  await section('profile', 'CPU profiles of the interactions', async () => {
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
  });

  // The demo server is no longer needed: free its memory and CPU for the load tests.
  await stopAll();

  const needLive = wanted.has('proxy') || wanted.has('journey');
  if (needLive) {
    const key = `bench_${Math.random().toString(36).slice(2)}`;
    const standin = await startStandinProcess(basePort + 2, key);
    procs.push(standin);
    const live = await startLiveServer(basePort + 1, outDir, standin.url, key);
    procs.push(live);
    await section('proxy', 'Proxy', async () => {
      const r = await measureProxyIsolated(live.url, standin.url, key, {
        samples: quick ? 1_000 : 3_000,
        seconds: quick ? 3 : 8,
        warmSeconds: quick ? 2 : 4,
      });
      raw.proxy = r.detail;
      return { title: 'Proxy (server in live mode → stand-in in its own process)', figures: r.figures };
    });
    await section('journey', 'Upstream economy journey', async () => {
      const browser = await launchBrowser();
      try {
        const r = await measureJourney(browser, live.url, standin.url);
        raw.journey = r;
        return {
          title: 'Upstream economy (search → wallet → page 2 → back → decoded → back → token cards)',
          figures: r.figures,
          notes: [`steps: ${r.steps.join(' → ')}`],
        };
      } finally {
        await browser.close();
      }
    });
    await stopAll();
  }

  await section('standin', 'Stand-in benchmark (bench/standin.ts)', async () => {
    const r = await standinSection(quick);
    raw.standin = r.raw;
    return { title: 'Stand-in benchmark (bench/standin.ts)', figures: r.figures, notes: r.notes };
  });

  await section('archive', 'Failures archive', async () => {
    const result = await archiveSection(quick);
    raw.archive = result.figures;
    return result;
  });

  await section('scale', 'Several instances sharing Redis', async () => {
    const result = await measureScale({ seconds: quick ? 3 : 6, samples: quick ? 300 : 1_000 });
    raw.scale = result.detail;
    return {
      title: 'Several instances: two + Redis against one alone (each its own process, stand-in in the bench process)',
      figures: result.figures,
      notes: result.notes,
    };
  });

  await section('operate', 'Restarts and metrics', async () => {
    const result = await measureOperate({
      seconds: quick ? 4 : 8,
      samples: quick ? 300 : 1_000,
      rounds: quick ? 2 : 3,
    });
    raw.operate = result.detail;
    return {
      title:
        'Restarts and metrics: SIGTERM under load through nginx; cached GET latency with metrics on and off (each instance its own process)',
      figures: result.figures,
      notes: result.notes,
    };
  });
} finally {
  await stopAll();
}

const summary = budgetSummary(sections);
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
} catch {
  /* not a checkout */
}
const header = [
  `Chainboard bench · ${new Date().toISOString()} · commit ${commit} (working tree) · ${quick ? 'BENCH_QUICK' : 'full'} · ${runs} runs`,
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'} · load average at start ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, at end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} · Node ${process.version}`,
];
const table = renderTable(sections);
if (deaths.length) header.push(`demo server restarted ${deaths.length}×: ${deaths.join(' | ')}`);
console.log(
  [
    ...header,
    table,
    '',
    `budgets: ${summary.pass} pass, ${summary.fail} fail, ${summary.na} n/a`,
    ...summary.failures.map((f) => `  FAIL ${f}`),
  ].join('\n'),
);
const document = {
  generatedAt: new Date().toISOString(),
  commit,
  quick,
  runs,
  seconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    loadavgStart: loadBefore,
    loadavgEnd: os.loadavg(),
    node: process.version,
  },
  budgets: summary,
  serverRestarts: deaths,
  sections: sections.map((s) => ({ title: s.title, figures: s.figures, notes: s.notes ?? [] })),
  raw,
};
writeFileSync(resultsFile, `${JSON.stringify(document, null, 2)}\n`);
const markdown = `${header.join('  \n')}\n${renderMarkdown(sections)}\n`;
writeFileSync(resultsFile.replace(/\.json$/, '.md'), markdown);
log(`bench: wrote ${path.relative(ROOT, resultsFile)} in ${Math.round((Date.now() - started) / 1000)} s`);
export type { Figure };
