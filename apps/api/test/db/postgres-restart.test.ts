import fs from 'node:fs';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { forumComments, forumPosts } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { registerCleanup } from '../cleanup.ts';
import { recordingMailer, testConfig } from '../helper.ts';
import { canStartPostgres, startThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * The database server stops while members write and read the forum, and comes back. While it is away every answer is
 * a quick 503 with Retry-After; once it is back the API serves again within seconds; and a write is stored exactly
 * when its client was told so.
 */

const WORKERS = 10;
/** A pause between a worker's requests: load, without taking the whole of a small shared machine. */
const PAUSE_MS = 20;
/** Longer than any answer may take: a request still open by then counts as hung. */
const HUNG_MS = 10_000;

interface Outcome {
  kind: 'post' | 'comment' | 'read';
  /** The subject or comment text the request wrote, unique per request. */
  key: string;
  startedAt: number;
  ms: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appOn(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  const { config, dataDir } = testConfig({
    DATABASE_URL: url,
    FORUM_POST_RATE_LIMIT: '100000',
    FORUM_COMMENT_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, database, mailer: recordingMailer() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  registerCleanup(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, db: database.db, base: `http://127.0.0.1:${address.port}` };
}

describe.skipIf(!canStartPostgres)('a PostgreSQL restart under load', () => {
  it('answers 503 + Retry-After within 2 s while down, recovers within 5 s, stores exactly the acknowledged writes', async () => {
    const pg = await startThrowawayPostgres();
    const { app, db, base } = await appOn(pg.url);

    const tokens: string[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const { id } = await createAccount(db, {
        username: `loader${i}`,
        email: `loader${i}@example.com`,
        password: 'swing-manouche-load',
        subscription: 'active',
      });
      tokens.push(await app.accessTokens.sign(id));
    }
    const firstPost = await fetch(`${base}/api/forum/posts/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Comment here', content: 'Replies go below.', category: 'general' }),
    });
    expect(firstPost.status).toBe(201);
    const postId = ((await firstPost.json()) as { id: number }).id;

    const outcomes: Outcome[] = [];
    let running = true;
    async function worker(w: number) {
      for (let i = 0; running; i++) {
        const kind = (['post', 'comment', 'read'] as const)[i % 3]!;
        const key = `load-${w}-${i}`;
        const init: RequestInit =
          kind === 'read'
            ? {}
            : {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(
                  kind === 'post'
                    ? { subject: key, content: 'Under load.', category: 'general' }
                    : { content: key },
                ),
              };
        const url =
          kind === 'comment' ? `${base}/api/forum/posts/${postId}/comments/` : `${base}/api/forum/posts/`;
        const startedAt = Date.now();
        const outcome: Outcome = {
          kind,
          key,
          startedAt,
          ms: 0,
          status: 'no answer',
          retryAfter: null,
          body: null,
        };
        try {
          const res = await fetch(url, {
            ...init,
            headers: { ...init.headers, authorization: `Bearer ${tokens[w]}` },
            signal: AbortSignal.timeout(HUNG_MS),
          });
          outcome.status = res.status;
          outcome.retryAfter = res.headers.get('retry-after');
          outcome.body = await res.json();
        } catch (error) {
          outcome.body = String(error);
        }
        outcome.ms = Date.now() - startedAt;
        outcomes.push(outcome);
        await sleep(PAUSE_MS);
      }
    }
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    await sleep(1_500);
    const stoppedAt = Date.now();
    await pg.stop('fast');
    await sleep(4_000);
    const restartAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    await sleep(6_000);
    running = false;
    await load;

    const failed = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
    const summary = {
      requests: outcomes.length,
      failed: failed.length,
      statuses: [...new Set(failed.map((o) => o.status))],
      slowestMs: Math.max(...outcomes.map((o) => o.ms)),
      slowestFailureMs: Math.max(0, ...failed.map((o) => o.ms)),
      firstSuccessAfterUpMs:
        Math.min(
          ...outcomes.filter((o) => o.startedAt >= upAt && o.status !== 503).map((o) => o.startedAt + o.ms),
        ) - upAt,
      restartTookMs: upAt - restartAt,
    };
    console.info('postgres restart under load:', JSON.stringify(summary));

    // The load ran before, during and after the outage.
    expect(outcomes.filter((o) => o.startedAt < stoppedAt).every((o) => o.status !== 'no answer')).toBe(true);
    expect(
      outcomes.some((o) => o.startedAt > stoppedAt + 500 && o.startedAt < restartAt && o.status === 503),
    ).toBe(true);
    // No request hung: every answer, the refusals included, came within 2 s.
    expect(summary.slowestMs).toBeLessThan(2_000);
    // Every refusal is the usual error shape, a 503 with Retry-After.
    for (const o of failed) {
      expect(o.status, JSON.stringify(o)).toBe(503);
      expect(o.retryAfter, JSON.stringify(o)).toMatch(/^\d+$/);
      expect(o.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    // Back within 5 s of the database, and everything started later succeeds.
    expect(summary.firstSuccessAfterUpMs).toBeLessThan(5_000);
    const late = outcomes.filter((o) => o.startedAt > upAt + 5_000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status === 503)).toEqual([]);

    // Each acknowledged write is stored exactly once; none answered with an error is stored.
    const writes = outcomes.filter((o) => o.kind !== 'read');
    const keys = writes.map((o) => o.key);
    const stored = [
      ...(await db
        .select({ key: forumPosts.subject })
        .from(forumPosts)
        .where(inArray(forumPosts.subject, keys))),
      ...(await db
        .select({ key: forumComments.content })
        .from(forumComments)
        .where(inArray(forumComments.content, keys))),
    ].map((r) => r.key);
    const timesStored = (key: string) => stored.filter((k) => k === key).length;
    const acknowledged = writes.filter((o) => o.status === 201);
    const refused = writes.filter((o) => o.status !== 201);
    expect(acknowledged.filter((o) => timesStored(o.key) !== 1)).toEqual([]);
    expect(refused.filter((o) => timesStored(o.key) !== 0)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    console.info(
      `writes checked: ${acknowledged.length} acknowledged (each stored once), ${refused.length} refused (none stored)`,
    );
  }, 120_000);
});
