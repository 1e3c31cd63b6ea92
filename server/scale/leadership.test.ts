import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../testing/postgres.ts';
import { Leadership } from './leadership.ts';

/** The watcher's lock on a real PostgreSQL: one leader, a standby, and a pause while the database is away. */

let cluster: TestPostgres;
let url: string;

beforeAll(async () => {
  cluster = await startTestPostgres();
  url = await cluster.createDatabase('leadership');
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
});

function contender() {
  const events: string[] = [];
  const leadership = new Leadership({
    databaseUrl: url,
    retryMs: 200,
    lead: () => {
      events.push('lead');
      return async () => void events.push('stop');
    },
  });
  return { leadership, events };
}

describe('Leadership', () => {
  it('lets one instance lead, pauses it while PostgreSQL is away and leads again when it returns', async () => {
    const first = contender();
    const second = contender();
    await first.leadership.tick();
    await second.leadership.tick();
    expect([first.leadership.role, second.leadership.role]).toEqual(['leader', 'standby']);

    await cluster.pause();
    await first.leadership.tick();
    await second.leadership.tick();
    expect([first.leadership.role, second.leadership.role]).toEqual(['paused', 'paused']);
    expect(first.events).toEqual(['lead', 'stop']);
    expect(first.leadership.error).toBeTruthy();

    await cluster.resume();
    await first.leadership.tick();
    await second.leadership.tick();
    expect([first.leadership.role, second.leadership.role].sort()).toEqual(['leader', 'standby']);
    expect(first.events.filter((e) => e === 'lead').length + second.events.filter((e) => e === 'lead').length).toBe(2);

    // The leader's connection closing frees the lock for the standby.
    const [leader, standby] = first.leadership.role === 'leader' ? [first, second] : [second, first];
    await leader.leadership.close();
    await standby.leadership.tick();
    expect(standby.leadership.role).toBe('leader');
    await standby.leadership.close();
  }, 60_000);
});
