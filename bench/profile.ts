import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { decodeVlq, groupOf } from './analyze.ts';

/**
 * A CPU profile of the page (Chromium's Profiler over CDP) around an action, with self time per
 * function mapped back to its source through the source maps of the build being served (the
 * bench serves the source-map build for this, so positions match). Used to explain a missed budget.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Segment = { line: number; column: number; source: string; sourceLine: number };

function loadMap(file: string): Segment[] {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const out: Segment[] = [];
  let source = 0,
    sourceLine = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const raw of line.split(',')) {
      if (!raw) continue;
      const f = decodeVlq(raw);
      column += f[0] ?? 0;
      if (f.length >= 4) {
        source += f[1]!;
        sourceLine += f[2]!;
        out.push({ line: lineIndex, column, source: map.sources[source] ?? '?', sourceLine });
      }
    }
  });
  return out;
}

const METRICS = [
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'LayoutCount',
  'RecalcStyleCount',
] as const;
const metricsAtStart = new WeakMap<CDPSession, Record<string, number>>();

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  metricsAtStart.set(cdp, await metrics(cdp));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

export interface HotSpot {
  where: string;
  selfMs: number;
  share: number;
}

/** Stops the profile; self time grouped by source module (app file or npm package) and by function. */
export async function stopProfile(
  cdp: CDPSession,
  assetsDir: string,
): Promise<{ totalMs: number; byModule: HotSpot[]; byFunction: HotSpot[]; renderer: Record<string, number> }> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const end = await metrics(cdp);
  const begin = metricsAtStart.get(cdp) ?? {};
  // Renderer main-thread time by kind (Performance.getMetrics; durations in s → ms).
  const renderer = Object.fromEntries(
    METRICS.map((name) => [
      name,
      Math.round(((end[name] ?? 0) - (begin[name] ?? 0)) * (name.endsWith('Count') ? 1 : 1000)),
    ]),
  );
  await cdp.detach();
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const maps = new Map<string, Segment[] | null>();
  const locate = (url: string, line: number, column: number): { module: string; where: string } | null => {
    const file = url.split('/assets/')[1];
    if (!file) return null;
    if (!maps.has(file)) {
      try {
        maps.set(file, loadMap(path.join(assetsDir, file)));
      } catch {
        maps.set(file, null);
      }
    }
    const segments = maps.get(file);
    if (!segments) return null;
    let best: Segment | null = null;
    for (const s of segments) {
      if (s.line > line || (s.line === line && s.column > column)) break;
      best = s;
    }
    if (!best) return null;
    const source = best.source.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
    return {
      module: source.includes('node_modules/') ? groupOf(source) : source.replace(/^.*?src\//, 'src/'),
      where: `${source.replace(/^.*?src\//, 'src/')}:${best.sourceLine + 1}`,
    };
  };
  const byModule = new Map<string, number>(),
    byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += ms;
    const at = url ? locate(url, lineNumber, columnNumber) : null;
    const module = at?.module ?? (url ? url.replace(/^.*\//, '') : `(${functionName || 'native'})`);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} @ ${at?.where ?? module}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([where, ms]) => ({ where, selfMs: Math.round(ms), share: Math.round((100 * ms) / Math.max(total, 1)) }));
  return { totalMs: Math.round(total), byModule: top(byModule), byFunction: top(byFunction), renderer };
}
