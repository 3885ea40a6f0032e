import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberDetail, AdminMemberList, AuditEntry } from '@gjs/shared';
import { profiles, users } from '../../src/db/schema/index.ts';
import { createAccount, type NewAccount } from '../../src/modules/accounts/index.ts';
import { runBillingJobs } from '../../src/modules/billing/lifecycle/jobs.ts';
import { bearer, login, payloads, queryRows } from '../helper.ts';
import {
  buildBillingApp,
  startCardSubscription,
  subscriptionOf,
  userExists,
  type BillingTestContext,
} from '../billing/support.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

const PASSWORD = 'manouche-swing-1934';
let ctx: BillingTestContext;
let as: AdminHeaders;
let ownerId: number;

beforeAll(async () => {
  ctx = await buildBillingApp();
  as = await adminHeaders(ctx);
  ownerId = (await idOf('owner'))!;
});

async function idOf(username: string) {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

let counter = 0;
/** A new account with a password that logs in; its subscription is `none` unless told otherwise. */
async function account(overrides: Partial<NewAccount> = {}) {
  counter++;
  const username = overrides.username ?? `student${counter}`;
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: 'none',
    ...overrides,
  });
  return { id, username };
}

const cardMember = () => startCardSubscription(ctx);

const staff = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as.staff, ...(payload ? { payload } : {}) });
const search = async (query: string) =>
  (await staff('GET', `/api/admin/members/?${query}`)).json<AdminMemberList>();
const detail = async (id: number) =>
  (await staff('GET', `/api/admin/members/${id}/`)).json<AdminMemberDetail>();
const patch = (id: number, payload: object) => staff('PATCH', `/api/admin/members/${id}/`, payload);
const grant = (id: number, endDate: string | null) =>
  staff('PUT', `/api/admin/members/${id}/complimentary/`, { end_date: endDate });
const remove = (id: number) => staff('DELETE', `/api/admin/members/${id}/`);
const audit = async (id: number) =>
  (await staff('GET', '/api/admin/audit-log/?target_type=member'))
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((e) => e.target_id === String(id));
/** A course that does not exist: 404 means the member got past the subscription check, 403 that they did not. */
const content = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/courses/999999/', headers });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin members: access', () => {
  const calls = (id: number) => [
    { method: 'GET', url: '/api/admin/members/' },
    { method: 'GET', url: '/api/admin/members/?q=paying' },
    { method: 'GET', url: `/api/admin/members/${id}/` },
    { method: 'PATCH', url: `/api/admin/members/${id}/`, payload: { is_staff: true } },
    { method: 'PUT', url: `/api/admin/members/${id}/complimentary/`, payload: { end_date: null } },
    { method: 'DELETE', url: `/api/admin/members/${id}/` },
  ];

  it('answers 401 to anonymous visitors and 403 to members on every call, and changes nothing', async () => {
    const target = await account();
    const paying = (await idOf('paying'))!;
    for (const call of [...calls(target.id), ...calls(paying)]) {
      const anonymous = await ctx.app.inject(call as never);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(anonymous.json()).toEqual({
        message: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
      const member = await ctx.app.inject({ ...call, headers: as.member } as never);
      expect(member.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(member.json()).toEqual({
        message: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }
    expect(await detail(target.id)).toMatchObject({ is_staff: false, subscription: { status: 'none' } });
    expect(await detail(paying)).toMatchObject({ is_staff: false, is_active: true });
    expect(await audit(target.id)).toEqual([]);
  });
});

describe('admin members: search and view', () => {
  beforeAll(async () => {
    await account({
      username: 'djangor',
      email: 'django@hotclub.example',
      firstName: 'Django',
      lastName: 'Reinhardt',
    });
    await account({
      username: 'stephg',
      email: 'violin@hotclub.example',
      firstName: 'Stéphane',
      lastName: 'Grappelli',
    });
    await account({ username: 'under_score', email: 'u100%@percent.example' });
  });

  it('finds accounts by part of the username, e-mail, first, last or full name, in any case', async () => {
    const usernames = async (q: string) =>
      (await search(`q=${encodeURIComponent(q)}`)).results.map((r) => r.username);
    expect(await usernames('DJANGO')).toEqual(['djangor']);
    expect(await usernames('hotclub.example')).toEqual(['stephg', 'djangor']);
    expect(await usernames('grapp')).toEqual(['stephg']);
    expect(await usernames('stéphane')).toEqual(['stephg']);
    expect(await usernames('django reinhardt')).toEqual(['djangor']);
    expect(await usernames('nobody-has-this')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('q=%25')).results.map((r) => r.username)).toEqual(['under_score']);
    expect((await search('q=dj_ngo')).results).toEqual([]);
    expect((await search('q=r_sc')).results.map((r) => r.username)).toEqual(['under_score']);
  });

  it('treats SQL injection payloads as text', async () => {
    for (const payload of payloads('sqli')) {
      const res = await staff('GET', `/api/admin/members/?q=${encodeURIComponent(payload.slice(0, 254))}`);
      expect(res.statusCode, payload).toBe(200);
    }
    expect((await search('q=')).count).toBeGreaterThanOrEqual(5);
  });

  it('pages through every account, newest first, with the total count', async () => {
    const all = await search('page_size=100');
    expect(all.count).toBe(all.results.length);
    const first = await search('page_size=2');
    const second = await search('page_size=2&page=2');
    expect(first).toMatchObject({ count: all.count, page: 1, page_size: 2 });
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual(
      all.results.slice(0, 4).map((r) => r.id),
    );
    expect(all.results.at(-1)!.username).toBe('owner');
    expect((await search(`page=${all.count + 1}`)).results).toEqual([]);
  });

  it.each([['page=0'], ['page=x'], ['page_size=0'], ['page_size=101'], [`q=${'a'.repeat(255)}`]])(
    'refuses the query %s',
    async (query) => {
      const res = await staff('GET', `/api/admin/members/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid input\./);
    },
  );

  it("shows a member's profile and subscription", async () => {
    const id = (await idOf('djangor'))!;
    await ctx.app.db
      .update(profiles)
      .set({ city: 'Samois', bio: 'Minor swing' })
      .where(eq(profiles.userId, id));
    expect(await detail(id)).toMatchObject({
      id,
      username: 'djangor',
      email: 'django@hotclub.example',
      first_name: 'Django',
      last_name: 'Reinhardt',
      is_staff: false,
      is_active: true,
      takes_lessons: false,
      city: 'Samois',
      bio: 'Minor swing',
      profile_image: null,
      subscription_status: 'none',
      subscription: { status: 'none', payment_provider: null, complimentary: false, grants_access: false },
    });
    const paying = await detail((await idOf('paying'))!);
    expect(paying.subscription).toMatchObject({ status: 'active', complimentary: true, grants_access: true });
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    const missing = await staff('GET', '/api/admin/members/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Member not found', code: 'member_not_found' });
    expect((await staff('GET', '/api/admin/members/abc/')).statusCode).toBe(400);
    expect((await patch(999999, { takes_lessons: true })).statusCode).toBe(404);
    expect((await grant(999999, null)).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
  });
});

describe('admin members: flags', () => {
  it('sets takes_lessons: the member reaches the private lessons at once; audited once per change', async () => {
    const m = await account({ subscription: 'active' });
    const headers = bearer((await login(ctx.app, m.username, PASSWORD)).access);
    const lessons = () => ctx.app.inject({ method: 'GET', url: '/api/private-lessons/', headers });
    expect((await lessons()).statusCode).toBe(403);
    const res = await patch(m.id, { takes_lessons: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ takes_lessons: true });
    expect((await lessons()).statusCode).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(profile.json()).toMatchObject({ takes_lessons: true });
    expect((await patch(m.id, { takes_lessons: true })).statusCode).toBe(200); // same value: no record
    const entries = await audit(m.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'member.update',
      target_type: 'member',
      actor_username: 'owner',
      actor_user_id: ownerId,
      details: { username: m.username, takes_lessons: true },
    });
  });

  it('sets and removes is_staff: the admin API follows', async () => {
    const m = await account();
    const headers = bearer((await login(ctx.app, m.username, PASSWORD)).access);
    const console = () => ctx.app.inject({ method: 'GET', url: '/api/admin/members/', headers });
    expect((await console()).statusCode).toBe(403);
    expect((await patch(m.id, { is_staff: true })).json()).toMatchObject({ is_staff: true });
    expect((await console()).statusCode).toBe(200);
    expect((await patch(m.id, { is_staff: false })).json()).toMatchObject({ is_staff: false });
    expect((await console()).statusCode).toBe(403);
    expect((await audit(m.id)).map((e) => e.details['is_staff'])).toEqual([false, true]);
  });

  it('deactivates: no login, no refresh, the access token stops working; reactivating lets them log in again', async () => {
    const m = await account({ subscription: 'active' });
    const tokens = await login(ctx.app, m.username, PASSWORD);
    const res = await patch(m.id, { is_active: false });
    expect(res.json()).toMatchObject({ is_active: false });
    const loginAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: m.username, password: PASSWORD },
    });
    expect(loginAgain.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await content(bearer(tokens.access))).statusCode).toBe(401);

    expect((await patch(m.id, { is_active: true })).json()).toMatchObject({ is_active: true });
    await login(ctx.app, m.username, PASSWORD);
    // The sessions of before the deactivation stay revoked.
    const oldRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
    expect((await audit(m.id)).map((e) => e.details['is_active'])).toEqual([true, false]);
  });

  it.each([
    [{}, 'Nothing to change.'],
    [{ takes_lessons: 'yes' }, 'takes_lessons'],
    [{ is_staff: null }, 'is_staff'],
    [{ unknown_flag: true }, 'Nothing to change.'],
  ])('refuses the change %j', async (body, expected) => {
    const m = await account();
    const res = await patch(m.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
    expect(await audit(m.id)).toEqual([]);
  });

  it('does not let staff deactivate, un-staff or delete themselves', async () => {
    const cases = [
      [patch(ownerId, { is_active: false }), 'You cannot deactivate your own account.'],
      [patch(ownerId, { is_staff: false }), 'You cannot remove your own staff access.'],
      [remove(ownerId), 'You cannot delete your own account.'],
    ] as const;
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: expect.any(String) });
    }
    expect(await detail(ownerId)).toMatchObject({ is_staff: true, is_active: true });
    expect(await audit(ownerId)).toEqual([]);
    // Harmless changes to oneself stay allowed.
    expect((await patch(ownerId, { takes_lessons: true })).statusCode).toBe(200);
  });
});

describe('admin members: complimentary subscription', () => {
  it('grants open-ended access to a member without a subscription; the profile shows it', async () => {
    const m = await account();
    const headers = bearer((await login(ctx.app, m.username, PASSWORD)).access);
    expect((await content(headers)).statusCode).toBe(403);
    const res = await grant(m.id, null);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminMemberDetail>().subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      payment_provider: null,
      end_date: null,
      complimentary: true,
      grants_access: true,
    });
    expect((await content(headers)).statusCode).toBe(404);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(profile.json().subscription).toMatchObject({
      status: 'active',
      payment_provider: null,
      end_date: null,
    });
    expect(await audit(m.id)).toMatchObject([
      {
        action: 'member.complimentary',
        details: { username: m.username, end_date: null, previous_status: 'none', provider_cancelled: false },
      },
    ]);
  });

  it('grants access until a day: access stops when that day begins and the job marks it expired', async () => {
    const m = await account({ subscription: 'trial' });
    const headers = bearer((await login(ctx.app, m.username, PASSWORD)).access);
    const until = day(30);
    const res = await grant(m.id, until);
    expect(res.json<AdminMemberDetail>().subscription).toMatchObject({
      status: 'active',
      end_date: `${until}T00:00:00.000Z`,
      grants_access: true,
    });
    expect((await content(headers)).statusCode).toBe(404);
    const endDate = new Date(`${until}T00:00:00.000Z`);
    expect((await runBillingJobs(ctx.app.billing, new Date(endDate.getTime() - 1000))).expired).toBe(0);

    // The day has come.
    await ctx.app.db.execute(
      sql`update subscriptions set end_date = ${new Date(Date.now() - 1000).toISOString()} where user_id = ${m.id}`,
    );
    // A write behind the app's back: drop the accounts it keeps, as another process's announcement would.
    ctx.app.accountCache.invalidate();
    expect((await content(headers)).statusCode).toBe(403);
    expect((await detail(m.id)).subscription).toMatchObject({ status: 'active', grants_access: false });
    expect((await runBillingJobs(ctx.app.billing)).expired).toBeGreaterThanOrEqual(1);
    expect((await detail(m.id)).subscription).toMatchObject({ status: 'expired', grants_access: false });
    expect(await userExists(ctx, m.id)).toBe(true);

    // Granting again opens it again.
    await grant(m.id, null);
    expect((await content(headers)).statusCode).toBe(404);
  });

  it('cancels a running card subscription at the provider at once and replaces it', async () => {
    const card = await cardMember();
    const res = await grant(card.id, null);
    expect(res.statusCode).toBe(200);
    expect(ctx.stripe.subscriptions.get(card.subscriptionId)!['status']).toBe('canceled');
    expect(res.json<AdminMemberDetail>().subscription).toMatchObject({
      status: 'active',
      payment_provider: null,
      provider_subscription_id: null,
      complimentary: true,
    });
    expect(await audit(card.id)).toMatchObject([
      { action: 'member.complimentary', details: { previous_status: 'trial', provider_cancelled: true } },
    ]);
  });

  it('answers 502 and changes nothing when the provider cannot cancel', async () => {
    const card = await cardMember();
    ctx.stripe.subscriptions.delete(card.subscriptionId);
    const res = await grant(card.id, null);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The payment provider could not cancel the subscription.',
      code: 'provider_cancel_failed',
    });
    expect(await subscriptionOf(ctx, card.id)).toMatchObject({
      paymentProvider: 'stripe',
      providerSubscriptionId: card.subscriptionId,
    });
    expect(await audit(card.id)).toEqual([]);
  });

  it.each([
    [{ end_date: day(0) }, 'The end date must be in the future.'],
    [{ end_date: day(-3) }, 'The end date must be in the future.'],
    [{ end_date: 'tomorrow' }, 'Enter a date as YYYY-MM-DD.'],
    [{ end_date: '2030-02-30' }, 'Enter a date as YYYY-MM-DD.'],
    [{}, 'end_date'],
  ])('refuses %j', async (body, expected) => {
    const m = await account();
    const res = await staff('PUT', `/api/admin/members/${m.id}/complimentary/`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
    expect((await detail(m.id)).subscription).toMatchObject({ status: 'none' });
  });
});

describe('admin members: deletion', () => {
  it('deletes the account with all its data and its profile image, as a cancellation does', async () => {
    const m = await account({ subscription: 'active' });
    const key = 'profile-images/fedcba9876543210fedcba9876543210.jpg';
    await ctx.app.storage.put(key, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await ctx.app.db.update(profiles).set({ profileImage: key }).where(eq(profiles.userId, m.id));
    const tokens = await login(ctx.app, m.username, PASSWORD);
    expect((await detail(m.id)).profile_image).toMatch(/\/api\/public\/profile-images\/fedcba/);

    const res = await remove(m.id);
    expect(res.statusCode).toBe(204);
    expect(await userExists(ctx, m.id)).toBe(false);
    for (const table of ['profiles', 'subscriptions', 'refresh_tokens']) {
      const rows = await queryRows(
        ctx.app.db,
        sql`select 1 from ${sql.identifier(table)} where user_id = ${m.id}`,
      );
      expect(rows, table).toHaveLength(0);
    }
    expect(await ctx.app.storage.exists(key)).toBe(false);
    expect((await content(bearer(tokens.access))).statusCode).toBe(401);
    expect((await staff('GET', `/api/admin/members/${m.id}/`)).statusCode).toBe(404);
    expect(await audit(m.id)).toMatchObject([
      {
        action: 'member.delete',
        actor_username: 'owner',
        details: { username: m.username, email: `${m.username}@example.com`, provider_cancelled: false },
      },
    ]);
  });

  it('cancels a card subscription at the provider before deleting', async () => {
    const card = await cardMember();
    expect((await remove(card.id)).statusCode).toBe(204);
    expect(ctx.stripe.subscriptions.get(card.subscriptionId)!['status']).toBe('canceled');
    expect(await userExists(ctx, card.id)).toBe(false);
    expect((await audit(card.id))[0]!.details).toMatchObject({ provider_cancelled: true });
  });

  it('keeps the account when the provider cannot cancel (502)', async () => {
    const card = await cardMember();
    ctx.stripe.subscriptions.delete(card.subscriptionId);
    const res = await remove(card.id);
    expect(res.statusCode).toBe(502);
    expect(await userExists(ctx, card.id)).toBe(true);
    expect(await audit(card.id)).toEqual([]);
  });

  it('lets staff delete another staff account', async () => {
    const other = await account({ isStaff: true });
    expect((await remove(other.id)).statusCode).toBe(204);
    expect(await userExists(ctx, other.id)).toBe(false);
  });
});
