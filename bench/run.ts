import os from 'node:os';
import path from 'node:path';
import { buildWithSourcemaps, compose } from './analyze.ts';
import { archiveSection } from './archive-runner.ts';
import { analyseBundle } from './bundle.ts';
import { measureJourney } from './journey.ts';
import { launchBrowser } from './lib/browser.ts';
import { ROOT, startDemoServer, startLiveServer, startStandinProcess, type Proc } from './lib/procs.ts';
import { errorText, missing, type Figure } from './lib/stats.ts';
import { measureProxyIsolated } from './proxy-isolated.ts';
import type { Section } from './report.ts';
import { writeResults } from './results-file.ts';
import { demoSections } from './demo-sections.ts';
import { ROUTE_CASES } from './routes.ts';
import { bundleSection } from './sections.ts';
import { standinSection } from './standin-runner.ts';
import { measureScale } from './scale.ts';
import { measureOperate } from './operate.ts';

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

  const browserSections = demoSections({
    quick,
    runs,
    outDir,
    basePort,
    wanted,
    cases,
    routeFilter,
    lighthouseRuns: Number(env.BENCH_LH_RUNS ?? (quick ? 1 : 3)),
    origin,
    ensureDemo,
    raw,
    log,
  });
  await section('pages', 'Pages: deep link → first data row', browserSections.pages);

  await section('throttled', 'Deep link → first data row, throttled', browserSections.throttled);

  await section('lighthouse', 'Lighthouse performance', browserSections.lighthouse);

  await section('mainthread', 'Main thread while a deep link loads (phone)', browserSections.mainthread);

  await section('failures', 'Failures table, 10,000 rows', browserSections.failures);

  await section('verbose', 'Verbose wallet, Expand all', browserSections.verbose);

  await section('profile', 'CPU profiles of the interactions', browserSections.profile);

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
// Only a whole run at the default settings speaks for the README: every section, every route, its output in place.
const full = !quick && all.every((name) => wanted.has(name)) && !routeFilter && env.BENCH_RESULTS === undefined;
writeResults({ sections, raw, deaths, quick, full, runs, started, loadBefore, resultsFile, log });
export type { Figure };
