import type { Figure } from './lib/stats.ts';

/** The printed table: one line per figure, grouped by section, with budget and verdict. */

export interface Section {
  title: string;
  figures: Figure[];
  /** Extra lines printed under the section (analysis, causes). */
  notes?: string[];
}

const verdict = (f: Figure) =>
  f.budget === undefined ? '' : f.pass === true ? 'PASS' : f.pass === false ? 'FAIL' : 'n/a';

function value(f: Figure): string {
  if (f.value === null) return f.note ? `n/a (${f.note.replace(/^n\/a \(|\)$/g, '')})`.slice(0, 90) : 'n/a';
  const v = Number.isInteger(f.value) ? f.value.toLocaleString('en') : String(f.value);
  const range = f.min !== undefined && f.max !== undefined && f.runs && f.runs > 1 ? ` [${f.min}–${f.max}]` : '';
  return `${v} ${f.unit}${range}`;
}

export function renderTable(sections: Section[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push('', `== ${section.title} ==`);
    const rows = section.figures.map((f) => [f.label, value(f), f.budget ?? '', verdict(f), f.how]);
    const widths = [0, 1, 2, 3].map((i) => Math.min(64, Math.max(...rows.map((r) => r[i]!.length), 0)));
    for (const row of rows) {
      lines.push(
        `  ${row
          .slice(0, 4)
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')}  | ${row[4]}`,
      );
    }
    for (const note of section.notes ?? []) lines.push(`  · ${note}`);
  }
  return lines.join('\n');
}

/** Budget lines for a summary: every figure that has a budget. */
export function budgetSummary(sections: Section[]): { pass: number; fail: number; na: number; failures: string[] } {
  const all = sections.flatMap((s) => s.figures).filter((f) => f.budget !== undefined);
  return {
    pass: all.filter((f) => f.pass === true).length,
    fail: all.filter((f) => f.pass === false).length,
    na: all.filter((f) => f.pass === null || f.pass === undefined).length,
    failures: all.filter((f) => f.pass === false).map((f) => `${f.label}: ${value(f)} (budget ${f.budget})`),
  };
}

/** Markdown table of the same figures (bench/results.md). */
export function renderMarkdown(sections: Section[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push(
      '',
      `**${section.title}**`,
      '',
      '| figure | value | budget | verdict | how measured |',
      '|---|---|---|---|---|',
    );
    for (const f of section.figures)
      lines.push(
        `| ${f.label} | ${value(f).replaceAll('|', '/')} | ${f.budget ?? ''} | ${verdict(f)} | ${f.how.replaceAll('|', '/')} |`,
      );
  }
  return lines.join('\n');
}
