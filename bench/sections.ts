import type { Browser } from 'playwright-core';
import type { Composition } from './analyze.ts';
import type { BundleReport } from './bundle.ts';
import { freshContext, probeScript } from './lib/browser.ts';
import { kb, withBudget, type Figure } from './lib/stats.ts';
import type { Section } from './report.ts';
import { ROUTE_CASES } from './routes.ts';

/**
 * Section 1 put together: the static analysis (bundle.ts), what Chromium actually requests when
 * it opens `/` (up to the status rows drawn, then 1 s idle, no interaction), and the composition
 * of the up-front chunks by package (analyze.ts).
 */

interface Requested {
  file: string;
  type: string;
  encoded: number;
  decoded: number;
}

async function requestedByHome(browser: Browser, origin: string): Promise<Requested[]> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(probeScript(ROUTE_CASES[0]!.selector));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { __bench?: { firstPaint: number | null } }).__bench?.firstPaint != null,
      null,
      { timeout: 20_000 },
    );
    await page.waitForTimeout(1_000);
    return await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => ({
          file: new URL(e.name).pathname.split('/').pop()!,
          type: e.initiatorType,
          encoded: e.encodedBodySize,
          decoded: e.decodedBodySize,
        })),
    );
  } finally {
    await context.close();
  }
}

export async function bundleSection(
  bundle: BundleReport,
  composition: Composition[],
  browser: Browser,
  origin: string,
) {
  const requested = await requestedByHome(browser, origin);
  const gzipOf = (file: string) => bundle.chunks.find((c) => c.file === file)?.gzip ?? 0;
  const js = requested.filter((r) => r.file.endsWith('.js'));
  const loadedGzip = js.reduce((t, r) => t + gzipOf(r.file), 0);
  const wire = js.reduce((t, r) => t + r.encoded, 0);
  const decoded = js.reduce((t, r) => t + r.decoded, 0);
  const extra = js.map((r) => r.file).filter((f) => !bundle.upFront.includes(f));

  const figures: Figure[] = [
    withBudget(
      {
        label: 'up-front JS loaded by `/` (gzip)',
        value: kb(loadedGzip),
        unit: 'KB',
        how: `Chromium, fresh context, until the status rows are drawn + 1 s, no interaction: ${js.length} JS files (${js.map((r) => r.file).join(', ')}); gzip -9 of each`,
      },
      '≤ 120 KB',
      (v) => v <= 120,
    ),
    {
      label: 'entry + modulepreload closure of index.html (gzip)',
      value: kb(bundle.upFrontGzip),
      unit: 'KB',
      how: `static: ${bundle.upFront.join(', ')}; \`/\` also loads ${extra.join(', ') || 'nothing else'}`,
    },
    {
      label: 'JS bytes on the wire for `/`',
      value: kb(wire),
      unit: 'KB',
      how: `resource timing encodedBodySize (decoded ${kb(decoded)} KB): ${wire < decoded * 0.6 ? 'served compressed' : 'served UNcompressed'}`,
    },
    { label: 'CSS (gzip)', value: kb(bundle.cssGzip), unit: 'KB', how: bundle.css.join(', ') },
    { label: 'all JS (gzip)', value: kb(bundle.totalJsGzip), unit: 'KB', how: `${bundle.chunks.length} chunks` },
    ...bundle.routes.map((r): Figure => ({
      label: `route ${r.route} (gzip)`,
      value: kb(r.gzip),
      unit: 'KB',
      how: `${r.chunk ?? 'no chunk found'} + its static imports not up front (${r.closure.length} ${r.closure.length === 1 ? 'file' : 'files'})${r.lazy.length ? `; later via import(): ${kb(r.lazyGzip)} KB (${r.lazy.join(', ')})` : ''}`,
    })),
  ];
  const misplaced = bundle.routes.filter((r) => r.reachesRecharts !== 'no' && !r.drawsCharts).map((r) => r.route);
  const charted = bundle.routes
    .filter((r) => r.reachesRecharts !== 'no')
    .map((r) => `${r.route} (${r.reachesRecharts})`);
  figures.push(
    withBudget(
      {
        label: 'Recharts outside chart routes',
        value: (bundle.rechartsUpFront ? 1 : 0) + misplaced.length,
        unit: 'places',
        how: `recharts chunk(s) ${bundle.rechartsChunks.join(', ') || 'none found'}; up front: ${bundle.rechartsUpFront ? 'YES' : 'no'}; reached by ${charted.join(', ') || 'no route'}; routes whose sources draw charts: ${bundle.routes
          .filter((r) => r.drawsCharts)
          .map((r) => r.route)
          .join(', ')}${misplaced.length ? `; reached without drawing charts: ${misplaced.join(', ')}` : ''}`,
      },
      '0',
      (v) => v === 0,
    ),
  );

  const notes = composition.map(
    (c) =>
      `${c.chunk} (${kb(c.gzip)} KB gzip): ${c.groups
        .slice(0, 8)
        .map((g) => `${g.group} ~${kb(g.gzipEstimate)} KB`)
        .join(', ')}`,
  );
  const app = composition
    .flatMap((c) => c.appModules.map((m) => ({ ...m, chunk: c.chunk })))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 12);
  if (app.length)
    notes.push(
      `largest app modules up front (minified bytes): ${app.map((m) => `${m.module.replace(/^.*?src\//, 'src/')} ${m.bytes}`).join(', ')}`,
    );
  const sections: Section[] = [{ title: 'Bundle (production build, gzip -9 per file)', figures, notes }];
  return { sections, requested };
}
