import { round, type Figure } from './lib/stats.ts';
import { runStandinBench } from './standin.ts';

/**
 * Section 8: the stand-in benchmark of bench/standin.ts (its own module; it starts the stand-in
 * in a child process with the E2E clock, so the RSS figure is the stand-in's alone), turned into
 * figures for the table.
 */

export async function standinSection(quick: boolean): Promise<{ figures: Figure[]; notes: string[]; raw: unknown }> {
  const samples = quick ? 10 : 30;
  const result = await runStandinBench({ samples, ...(quick ? { maxPages: 100 } : {}) });
  const figures: Figure[] = result.endpoints.map((e) => ({
    label: `stand-in ${e.name}`,
    value: e.p50Ms,
    unit: 'ms',
    how: `bench/standin.ts: ${e.samples} sequential requests after 3 warm-up, p50 (p95 ${e.p95Ms} ms), HTTP ${e.status}`,
  }));
  const w = result.walk;
  figures.push({
    label: 'stand-in peak RSS paging the busy wallet',
    value: w.peakRssMb,
    unit: 'MB',
    how: `bench/standin.ts: VmHWM of the stand-in process after ${w.pages} pages (${w.transactions.toLocaleString('en')} transactions, ${w.seconds} s${quick ? ', BENCH_QUICK: first 100 pages' : ', to the last page'}); baseline ${w.baselineRssMb} MB`,
    budget: `< ${w.goalMb} MB (stand-in's goal)`,
    pass: w.ok,
  });
  return {
    figures,
    notes: [`walk: ${round(w.transactions / Math.max(w.seconds, 0.001), 0)} transactions/s`],
    raw: result,
  };
}
