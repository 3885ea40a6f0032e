import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announceToDatabase,
  createChangeFeed,
  type ChangeFeed,
  type ChangeTopic,
} from '../../src/lib/change-feed.ts';
import { freshPostgresDatabase } from '../helper.ts';

function recorder(feed: ChangeFeed) {
  const seen: ChangeTopic[] = [];
  feed.subscribe((topic) => seen.push(topic));
  return seen;
}

async function until(check: () => boolean, ms = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('change feed without a database URL (one process)', () => {
  it('tells the process its own changes at once', () => {
    const feed = createChangeFeed({});
    const seen = recorder(feed);
    feed.announce('content');
    feed.announce('forum');
    expect(seen).toEqual(['content', 'forum']);
  });
});

const database = await freshPostgresDatabase();

describe.skipIf(!database)('change feed on PostgreSQL (several processes)', () => {
  let a: ChangeFeed;
  let b: ChangeFeed;
  beforeAll(async () => {
    a = createChangeFeed({ databaseUrl: database!.url });
    b = createChangeFeed({ databaseUrl: database!.url });
    // Both LISTEN before the first announcement.
    const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
    for (let i = 0; i < 100; i++) {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`;
      if (row!.n >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await sql.end();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('reaches the other process within a second, and the announcer only once (it skips its own echo)', async () => {
    const seenA = recorder(a);
    const seenB = recorder(b);
    a.announce('content');
    expect(seenA).toEqual(['content']);
    const ms = await until(() => seenB.length === 1);
    expect(seenB).toEqual(['content']);
    expect(ms).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seenA).toEqual(['content']);
  });

  it("sends a burst of announcements as few notifications, the burst's last one still reaching the other process", async () => {
    const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
    const notified: string[] = [];
    await sql.listen('gjs_changes', (payload) => notified.push(payload));
    const seenB = recorder(b);
    for (let i = 0; i < 200; i++) a.announce('forum');
    await until(() => seenB.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // At most one in flight and one after it: never one per announcement.
    expect(notified.length).toBeGreaterThanOrEqual(1);
    expect(notified.length).toBeLessThanOrEqual(2);
    // An announcement made after the burst has been sent is sent too.
    const before = seenB.length;
    a.announce('forum');
    await until(() => seenB.length > before);
    await sql.end();
  });

  it('drops everything after its connection was cut, since notifications may have been missed meanwhile', async () => {
    const seenB = recorder(b);
    const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`;
    await sql.end();
    await until(() => seenB.length >= 2, 10_000);
    expect([...seenB].sort()).toEqual(expect.arrayContaining(['content', 'forum']));
    // And it listens again afterwards, to the CLI's announcements too.
    const fromCli = recorder(a);
    await announceToDatabase(database!.url, 'content');
    await until(() => fromCli.includes('content'), 5000);
    const after = recorder(b);
    a.announce('forum');
    await until(() => after.includes('forum'), 5000);
  });
});
