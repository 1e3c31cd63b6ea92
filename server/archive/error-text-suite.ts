import { describe, expect, it } from 'vitest';
import type { Engine, SqlDb } from './db.ts';
import { ArchiveStore } from './store.ts';
import type { ArchivedFailure } from './types.ts';

/**
 * The error-text filter on one engine (sqlite.test.ts, postgres.test.ts): the rows it finds are
 * those whose message contains the text, case-insensitively, newest first, whether the text is
 * common, rare, shorter than a trigram or holds LIKE's own characters; on PostgreSQL the
 * migration left its statistics and, where pg_trgm exists, its trigram index.
 */

const T0 = Date.parse('2026-11-01T00:00:00Z');
const MESSAGES = [
  'timeout of 10000ms exceeded',
  'Request failed with status code 500',
  'connect ECONNREFUSED 203.0.113.7:443',
  'getaddrinfo ENOTFOUND hooks.Example-Shop.io',
  '100% of quota_used',
];

function failure(n: number): ArchivedFailure {
  // Every 97th failure has the rare message; the others cycle through the common ones.
  const errorMessage =
    n % 97 === 0 ? 'Rare: certificate for rare-host.example has expired' : MESSAGES[n % MESSAGES.length]!;
  return {
    id: `e-${String(n).padStart(5, '0')}`,
    streamId: `s${n % 3}`,
    chain: '0x1',
    webhookUrl: 'https://h.example',
    tag: 't',
    retries: n % 8,
    deliveryStatus: 'failed',
    blockNumber: n,
    errorMessage,
    type: 'evm',
    createdAt: T0 + n * 1_000,
    archivedAt: T0,
  };
}

export function defineErrorTextTests(engine: Engine, fresh: () => Promise<SqlDb>) {
  describe(`the error-text filter on ${engine}`, () => {
    it('finds exactly the rows whose message contains the text, any case, newest first', async () => {
      const store = await ArchiveStore.open(await fresh());
      try {
        const rows = Array.from({ length: 2_000 }, (_, n) => failure(n));
        for (let start = 0; start < rows.length; start += 100) await store.insert(rows.slice(start, start + 100));
        const newestFirst = [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
        for (const text of [
          'TIMEOUT',
          'econnrefused',
          'rare-host',
          'ex',
          '100%',
          'quota_u',
          '%',
          '_',
          'no such text',
        ]) {
          const expected = newestFirst.filter((row) => row.errorMessage.toLowerCase().includes(text.toLowerCase()));
          expect(await store.count({ error: text }), text).toBe(expected.length);
          const first = await store.page({ error: text }, null, 50);
          expect(
            first.map((row) => row.id),
            text,
          ).toEqual(expected.slice(0, 50).map((row) => row.id));
          const last = expected[49];
          if (last) {
            const next = await store.page({ error: text }, { createdAt: last.createdAt, id: last.id }, 50);
            expect(
              next.map((row) => row.id),
              text,
            ).toEqual(expected.slice(50, 100).map((row) => row.id));
          }
        }
        if (engine === 'postgresql') {
          const statistics = await store.db.all(
            "SELECT 1 FROM pg_statistic_ext WHERE stxname = 'failures_error_lower'",
          );
          expect(statistics).toHaveLength(1);
          const trgm = await store.db.all("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
          const index = await store.db.all("SELECT 1 FROM pg_indexes WHERE indexname = 'failures_error_trgm'");
          expect(index).toHaveLength(trgm.length);
        }
      } finally {
        await store.close();
      }
    });
  });
}
