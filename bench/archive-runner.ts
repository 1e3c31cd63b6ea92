import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../server/archive/postgres.ts';
import { openSqlite } from '../server/archive/sqlite.ts';
import { PG_BIN, startTestPostgres } from '../server/testing/postgres.ts';
import { benchArchive, generateAll } from './archive.ts';
import { benchArchivePage } from './archive-page.ts';
import type { Figure } from './lib/stats.ts';
import { missing } from './lib/stats.ts';
import type { Section } from './report.ts';

/**
 * The `archive` section: the same benchmark on SQLite (a file in a temporary directory) and on
 * PostgreSQL (a throwaway cluster, when PostgreSQL 15 is installed; BENCH_ARCHIVE_PG=0 skips it).
 * BENCH_ARCHIVE_ROWS overrides the size (1,000,000; 100,000 with BENCH_QUICK). The SQLite archive
 * is then served by the real server for the page in Chromium and the watcher's lag
 * (bench/archive-page.ts; BENCH_OUT_DIR names the build, ports BENCH_PORT + 20 and + 21).
 */
export async function archiveSection(quick: boolean): Promise<Section> {
  const rows = Number(process.env.BENCH_ARCHIVE_ROWS ?? (quick ? 100_000 : 1_000_000));
  const figures: Figure[] = [];
  const notes: string[] = [];
  const generated = generateAll(rows);
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-bench-archive-'));
  try {
    const sqlite = await benchArchive('SQLite', openSqlite(path.join(dir, 'archive.sqlite')), generated);
    figures.push(...sqlite.figures);
    notes.push(...sqlite.notes);
    figures.push(...(await benchArchivePage(dir, Number(process.env.BENCH_PORT ?? 4270) + 20)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_ARCHIVE_PG === '0') {
    notes.push('PostgreSQL: skipped (BENCH_ARCHIVE_PG=0)');
  } else if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    figures.push(missing('PostgreSQL', '', `not installed (${PG_BIN}); scripts/test-packages.sh installs it`));
  } else {
    const cluster = await startTestPostgres();
    try {
      const pg = await benchArchive(
        'PostgreSQL',
        openPostgres(await cluster.createDatabase('bench_archive')),
        generated,
      );
      figures.push(...pg.figures);
      notes.push(
        ...pg.notes,
        'PostgreSQL 15 throwaway cluster with fsync off (a test cluster); SQLite in WAL mode with synchronous=NORMAL, as the server runs it',
      );
    } finally {
      await cluster.stop();
    }
  }
  return { title: `Failures archive, ${rows.toLocaleString('en')} failures (stand-in generator)`, figures, notes };
}

/** `node --import tsx bench/archive-runner.ts`: this section alone, its table on stdout. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./report.ts');
  const section = await archiveSection(process.env.BENCH_QUICK === '1');
  console.log(renderTable([section]));
}
