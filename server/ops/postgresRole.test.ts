import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../archive/postgres.ts';
import { ArchiveStore } from '../archive/store.ts';
import { PG_BIN, startTestPostgres, type TestPostgres } from '../testing/postgres.ts';

/**
 * docs/operations.md's PostgreSQL commands, run as the guide writes them (psql, pg_dump,
 * pg_restore from PostgreSQL 15, the connection from PGHOST/PGPORT), against a throwaway cluster:
 * the role and database setups are enough for the migrations, and a dump restores the archive.
 */

const GUIDE = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
const SH_BLOCKS = [...GUIDE.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);

/** The guide's one sh block starting with `first`. */
function block(first: string): string {
  const found = SH_BLOCKS.filter((text) => text.startsWith(first));
  if (found.length !== 1) throw new Error(`docs/operations.md has ${found.length} sh blocks starting "${first}"`);
  return found[0]!;
}

let postgres: TestPostgres;
let port: string;
beforeAll(async () => {
  postgres = await startTestPostgres();
  port = new URL(postgres.url).port;
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

function sh(script: string, env: Record<string, string> = {}, cwd = tmpdir()) {
  const result = spawnSync('sh', ['-e', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: { PATH: `${PG_BIN}:${process.env.PATH ?? ''}`, PGHOST: '127.0.0.1', PGPORT: port, ...env },
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

async function superuser(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const chainboardUrl = () => `postgres://chainboard:change-me@127.0.0.1:${port}/chainboard`;

async function migrateAsChainboard(): Promise<string[]> {
  const store = await ArchiveStore.open(openPostgres(chainboardUrl()));
  await store.close();
  const client = new pg.Client({ connectionString: chainboardUrl() });
  await client.connect();
  try {
    return (await client.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY extname')).rows.map(
      (row) => row.extname,
    );
  } finally {
    await client.end();
  }
}

describe('docs/operations.md: PostgreSQL', () => {
  it('a database the role owns is enough for every migration, pg_trgm included', { timeout: 120_000 }, async () => {
    sh(block('psql -v ON_ERROR_STOP=1 -U postgres <<'));
    expect(await migrateAsChainboard()).toContain('pg_trgm');
  });

  it(
    "a database of another role needs the guide's grants, and fails with PostgreSQL's words without them",
    { timeout: 120_000 },
    async () => {
      await superuser('DROP DATABASE IF EXISTS chainboard WITH (FORCE)');
      await superuser('CREATE DATABASE chainboard OWNER postgres');
      await expect(migrateAsChainboard()).rejects.toThrow(/permission denied for schema public/);
      sh(block('psql -v ON_ERROR_STOP=1 -U postgres -d chainboard <<'));
      expect(await migrateAsChainboard()).toContain('pg_trgm');
    },
  );

  it('pg_dump then pg_restore, as the role, brings the archive back as it was', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-pgdump-'));
    const store = await ArchiveStore.open(openPostgres(chainboardUrl()));
    const failure = (n: number) => ({
      id: `f-${n}`,
      streamId: '11111111-1111-4111-8111-111111111111',
      chain: '0x1',
      webhookUrl: 'https://r.example/h',
      tag: 'orders',
      retries: 0,
      deliveryStatus: 'failed',
      blockNumber: n,
      errorMessage: 'Request failed with status code 500',
      type: 'evm',
      createdAt: 1_700_000_000_000 + n,
      archivedAt: 1_700_000_000_000 + n,
    });
    try {
      await store.insert(Array.from({ length: 300 }, (_, k) => failure(k + 1)));
      const [dump] = block('pg_dump ').trim().split('\n');
      sh(dump!, { DATABASE_URL: chainboardUrl() }, dir);
      await store.insert(Array.from({ length: 50 }, (_, k) => failure(1000 + k)));
      expect(await store.count({})).toBe(350);
    } finally {
      await store.close();
    }
    const [, restore] = block('pg_dump ').trim().split('\n');
    sh(restore!, { DATABASE_URL: chainboardUrl() }, dir);
    const restored = await ArchiveStore.open(openPostgres(chainboardUrl()));
    try {
      expect(await restored.count({})).toBe(300);
    } finally {
      await restored.close();
    }
  });
});
