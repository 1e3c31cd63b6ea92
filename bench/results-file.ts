import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/procs.ts';
import { budgetSummary, renderMarkdown, renderTable, type Section } from './report.ts';
import { readmeTable, writeReadmeTable } from './readmeTable.ts';

/**
 * The bench's output: the table and the budgets' verdict on stdout, every figure with its raw
 * measurements in the results JSON, the same table as Markdown beside it and, from a full run,
 * the README's headline table.
 */

export interface BenchRun {
  sections: Section[];
  raw: Record<string, unknown>;
  /** Demo-server deaths seen (and recovered from) during the run. */
  deaths: string[];
  quick: boolean;
  /** Every section at the default settings: the run may write the README's table. */
  full: boolean;
  runs: number;
  started: number;
  loadBefore: number[];
  resultsFile: string;
  log(line: string): void;
}

export function writeResults({
  sections,
  raw,
  deaths,
  quick,
  full,
  runs,
  started,
  loadBefore,
  resultsFile,
  log,
}: BenchRun): void {
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
  if (full) {
    const facts = { commit, date: document.generatedAt, loadStart: loadBefore, loadEnd: os.loadavg(), cpus: os.cpus().length };
    const readme = path.join(ROOT, 'README.md');
    if (!writeReadmeTable(readme, readmeTable(sections, facts)))
      log('bench: README.md has no bench:start/bench:end markers; its table is not written.');
  } else {
    log('bench: not a full run (BENCH_QUICK, BENCH_SECTIONS, BENCH_ROUTES or BENCH_RESULTS set): README.md left as it is.');
  }
  log(`bench: wrote ${path.relative(ROOT, resultsFile)} in ${Math.round((Date.now() - started) / 1000)} s`);
}
