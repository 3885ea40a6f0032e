import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { bearer, buildTestApp, login, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from '../admin/support.ts';

/**
 * The accounts that recent requests read are kept, and every request that may write one drops them
 * (docs/decisions/0014-the-account-cache.md). A write made behind the app's back, straight in the database, is the
 * witness: while the account is kept the answers do not show it; once something dropped the kept accounts they do.
 */
const PASSWORD = 'nuages-1940-swing';
let ctx: TestContext;
let as: AdminHeaders;
let counter = 0;
let jobDays = 365;
/** A time in a later interval of the lifecycle jobs than any tick so far, so that every job runs in it. */
const nextJobSlot = () => new Date(Date.now() + ++jobDays * 864e5);

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      beforeReady: (app) => {
        // A handler that (wrongly) writes to the account it was given.
        app.get('/test/rename-kept-account', { onRequest: app.requireUser }, async (request) => {
          try {
            (request.account.user as { firstName: string }).firstName = 'Renamed';
            return { refused: false };
          } catch {
            return { refused: true };
          }
        });
      },
    },
  );
  as = await adminHeaders(ctx);
});

async function member() {
  counter++;
  const username = `kept${counter}`;
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: 'active',
  });
  const { access } = await login(ctx.app, username, PASSWORD);
  const profile = () => ctx.app.inject({ url: '/api/profile/', headers: bearer(access) });
  const bio = async () => (await profile()).json<{ bio: string }>().bio;
  /** Changes the bio in the database only, as a process that does not tell would. */
  const changeBehindTheAppsBack = (text: string) =>
    ctx.app.db.execute(sql`update profiles set bio = ${text} where user_id = ${id}`);
  return { id, username, access, profile, bio, changeBehindTheAppsBack };
}

describe('the accounts kept between requests', () => {
  it('answer the next requests without reading the account again', async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    await m.changeBehindTheAppsBack('Unannounced');
    expect(await m.bio()).toBe('');
    ctx.app.accountCache.invalidate();
    expect(await m.bio()).toBe('Unannounced');
  });

  it("are dropped by the member's own write: the profile answers the change on the very next request", async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: bearer(m.access),
      payload: { bio: 'Plays a Favino.' },
    });
    expect(res.statusCode).toBe(200);
    expect(await m.bio()).toBe('Plays a Favino.');
  });

  it('are dropped by a logout: its access token is refused on the very next request', async () => {
    const m = await member();
    const { refresh } = await login(ctx.app, m.username, PASSWORD);
    expect((await m.profile()).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await m.profile()).statusCode).toBe(401);
  });

  it('are dropped by the console: a deactivated member is refused on the very next request', async () => {
    const m = await member();
    expect((await m.profile()).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${m.id}/`,
      headers: as.staff,
      payload: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await m.profile()).statusCode).toBe(401);
  });

  it('are dropped by any write request, even one that failed', async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    await m.changeBehindTheAppsBack('Seen after a failed login');
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: m.username, password: 'not-the-password' },
    });
    expect(failed.statusCode).toBe(401);
    expect(await m.bio()).toBe('Seen after a failed login');
  });

  it('are dropped by a scheduled job run that changed an account (a complimentary access that ended)', async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    await m.changeBehindTheAppsBack('Seen after the jobs ended an access');
    await ctx.app.db.execute(
      sql`update subscriptions set end_date = now() - interval '1 day' where user_id = ${m.id}`,
    );
    await ctx.app.scheduler.tick(nextJobSlot());
    expect(await m.bio()).toBe('Seen after the jobs ended an access');
  });

  it('stay through a scheduled job run that changed no account', async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    await m.changeBehindTheAppsBack('Not after a run that changed nothing');
    await ctx.app.scheduler.tick(nextJobSlot());
    expect(await m.bio()).toBe('');
  });

  it('stay through the writes of routes that never touch an account (a forum post)', async () => {
    const m = await member();
    expect(await m.bio()).toBe('');
    await m.changeBehindTheAppsBack('Not yet');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/posts/',
      headers: bearer(m.access),
      payload: {
        subject: 'Kept accounts',
        content: 'A post leaves the accounts alone.',
        category: 'general',
      },
    });
    expect(post.statusCode).toBe(201);
    expect(await m.bio()).toBe('');
  });

  it('are shared by requests, none of which can change them for the others', async () => {
    const m = await member();
    const first = (await m.profile()).json<{ first_name: string }>().first_name;
    const attempt = await ctx.app.inject({ url: '/test/rename-kept-account', headers: bearer(m.access) });
    expect(attempt.json()).toEqual({ refused: true });
    expect((await m.profile()).json<{ first_name: string }>().first_name).toBe(first);
  });
});
