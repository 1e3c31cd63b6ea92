import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_PATH, LOOPBACK_ONLY } from './lib/browser.ts';
import { ROOT } from './lib/procs.ts';
import { errorText, fromSamples, missing, withBudget, type Figure } from './lib/stats.ts';
import type { RouteCase } from './routes.ts';

/**
 * Section 3: Lighthouse (programmatic, performance category only) for each route's deep link,
 * mobile (Lighthouse's default: simulated slow 4G and 4× CPU slowdown, Moto G power screen) and
 * desktop (its desktop preset), in Debian's Chromium via chrome-launcher. Reports land in
 * bench/.lighthouse/ (gitignored).
 */

export interface LighthouseRow {
  route: string;
  mobile: Figure;
  desktop: Figure;
  metrics: Record<string, Record<string, number | null>>;
}

type Mode = 'mobile' | 'desktop';
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

async function runOnce(port: number, url: string, mode: Mode, file: string) {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('no performance score');
  const metrics: Record<string, number | null> = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
  return { score: Math.round(score * 100), metrics };
}

export async function measureLighthouse(
  origin: string,
  cases: RouteCase[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const dir = path.join(ROOT, 'bench/.lighthouse');
  mkdirSync(dir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', LOOPBACK_ONLY],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const c of cases) {
      const row: LighthouseRow = {
        route: c.route,
        mobile: missing('', '', ''),
        desktop: missing('', '', ''),
        metrics: {},
      };
      for (const mode of ['mobile', 'desktop'] as const) {
        const scores: number[] = [];
        let error = '';
        for (let run = 0; run < runs; run += 1) {
          // A trace that Lighthouse could not read (NO_NAVSTART and the like, seen on a loaded
          // machine) is a failed measurement, not a score: tried up to 3 times.
          for (let attempt = 0; attempt < 3; attempt += 1) {
            try {
              const file = path.join(
                dir,
                `${c.route === '/' ? 'home' : c.route.replace(/[^\w]+/g, '_').replace(/^_/, '')}-${mode}-${run}.json`,
              );
              const { score, metrics } = await runOnce(chrome.port, origin + c.url, mode, file);
              scores.push(score);
              row.metrics[mode] = metrics;
              break;
            } catch (e) {
              error = errorText(e);
            }
          }
        }
        const label = `${c.route} Lighthouse ${mode}`;
        const how = `Lighthouse 12 ${mode === 'mobile' ? 'mobile (simulated slow 4G, 4× CPU)' : 'desktop preset'}, performance only`;
        const figure = scores.length
          ? fromSamples(label, scores, 'score', how, 0)
          : missing(label, 'score', `n/a (${error})`);
        row[mode] =
          mode === 'mobile' ? withBudget(figure, '≥ 95', (v) => v >= 95) : withBudget(figure, '≥ 98', (v) => v >= 98);
        log(`  lighthouse ${c.route} ${mode}: ${figure.value ?? figure.note}`);
      }
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
