import { readFileSync, writeFileSync } from 'node:fs';
import type { Figure } from './lib/stats.ts';
import type { Section } from './report.ts';

/**
 * The README's table of headline figures, written by `npm run bench` from the figures it just
 * measured, between two markers in README.md, so the README never shows figures of another run
 * than bench/results.md. Only a full run writes it: a partial or quick run lacks rows or takes
 * fewer samples, and leaves the README as it is.
 */

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

type Lookup = (pattern: RegExp) => Figure[];

const num = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (f: Figure) => (f.value === null ? 'n/a' : num(f.value / 1000, 1));
const span = (values: number[], digits = 0) =>
  values.length === 0
    ? 'n/a'
    : Math.min(...values) === Math.max(...values)
      ? num(values[0]!, digits)
      : `${num(Math.min(...values), digits)}–${num(Math.max(...values), digits)}`;
const measured = (figures: Figure[]) => figures.filter((f): f is Figure & { value: number } => f.value !== null);
/** The route a per-route figure is about: the label's first word. */
const routeOf = (f: Figure) => f.label.split(' ')[0]!;

/** One row per headline; a row whose figures the run did not produce is left out. */
function rows(find: Lookup): [string, string][] {
  const out: [string, string][] = [];
  const one = (pattern: RegExp) => measured(find(pattern))[0];

  const upFront = one(/^up-front JS loaded by `\/` \(gzip\)$/);
  if (upFront)
    out.push([`up-front JS that \`/\` loads (gzip; ${upFront.budget ?? 'no budget'})`, `${upFront.value} KB`]);

  const throttled = measured(find(/ first data row, throttled$/));
  if (throttled.length)
    out.push([
      `deep link → first data row, Slow 4G + 4× CPU (${throttled.map(routeOf).join(', ')})`,
      `${throttled.map(seconds).join(', ')} s`,
    ]);

  const ingest = measured(find(/^\w+: ingest /));
  if (ingest.length)
    out.push([
      `archived failures, ${ingest.map((f) => f.label.split(':')[0]).join(' / ')}: ingest (goal ≥ 5,000/s)`,
      `${ingest.map((f) => num(f.value)).join(' / ')} ${ingest[0]!.unit}`,
    ]);

  const engines = ingest.map((f) => f.label.split(':')[0]!);
  const p95 = (kind: RegExp) =>
    engines.map((engine) =>
      span(
        measured(find(new RegExp(`^${engine}: ${kind.source}`))).map((f) => f.value),
        1,
      ),
    );
  if (engines.length)
    out.push([
      'archive summary p95, 1 h–90 d and filters (goal ≤ 100 ms); first-page list p95, per engine',
      `${p95(/summary /).join(' / ')}; ${p95(/(first page|page 50)/).join(' / ')} ms`,
    ]);

  const domRows = one(/^rendered DOM rows$/);
  const longTasks = one(/^long tasks while scrolling$/);
  if (domRows && longTasks)
    out.push([
      'failures page, 10,000 rows, scrolling: DOM rows; long tasks (goal 0)',
      `${domRows.value}; ${longTasks.value}`,
    ]);

  const lag = one(/^watcher lag behind a new failure$/);
  if (lag) out.push([`watcher lag behind a new failure (${lag.budget ?? 'no budget'})`, `${seconds(lag)} s`]);

  const shared = one(/^upstream calls per distinct data, journey alternating instances$/);
  if (shared) out.push(['upstream calls per distinct data, two instances + Redis', num(shared.value, 1)]);

  const p50 = one(/^proxy added latency p50 \(uncached\)$/);
  const p99 = one(/^proxy added latency p99 \(uncached\)$/);
  const cached = one(/^proxy req\/s cached$/);
  if (p50 && p99 && cached)
    out.push([
      'proxy added latency p50 / p99; cached requests a second',
      `${p50.value} / ${p99.value} ms; ${num(cached.value)}`,
    ]);

  const mobile = measured(find(/ Lighthouse mobile$/));
  const desktop = measured(find(/ Lighthouse desktop$/));
  if (mobile.length && desktop.length)
    out.push([
      `Lighthouse performance, mobile (${mobile.map(routeOf).join(', ')}); desktop`,
      `${mobile.map((f) => f.value).join(', ')}; ${span(desktop.map((f) => f.value))}`,
    ]);
  return out;
}

export interface RunFacts {
  commit: string;
  date: string;
  loadStart: readonly number[];
  loadEnd: readonly number[];
  cpus: number;
}

/** The Markdown between the markers: the table and the run it comes from. */
export function readmeTable(sections: readonly Section[], run: RunFacts): string {
  const figures = sections.flatMap((section) => section.figures);
  const lines = [
    '| figure | result |',
    '|---|---|',
    ...rows((pattern) => figures.filter((f) => pattern.test(f.label))).map(
      ([label, result]) => `| ${label} | ${result} |`,
    ),
    '',
    `Medians unless said otherwise; commit ${run.commit}, ${run.date.slice(0, 10)}, ${run.cpus} cores, load average ` +
      `${run.loadStart.map((l) => l.toFixed(1)).join(' ')} at the start and ${run.loadEnd.map((l) => l.toFixed(1)).join(' ')} at the end.`,
  ];
  return lines.join('\n');
}

/** Replaces the table between the markers of `readmePath`; false when the markers are missing. */
export function writeReadmeTable(readmePath: string, table: string): boolean {
  const text = readFileSync(readmePath, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  writeFileSync(readmePath, `${text.slice(0, start + README_START.length)}\n${table}\n${text.slice(end)}`);
  return true;
}
