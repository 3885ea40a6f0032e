import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberDetail, AuditEntry } from '@gjs/shared';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { runBillingJobs } from '../../src/modules/billing/lifecycle/jobs.ts';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

/** "End complimentary access": now or when a chosen day begins, audited; only for complimentary subscriptions. */

const PASSWORD = 'manouche-swing-1934';
let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as.staff, ...(payload ? { payload } : {}) });
const end = (id: number, endDate: string | null) =>
  staff('POST', `/api/admin/members/${id}/complimentary/end/`, { end_date: endDate });
const audit = async (id: number) =>
  (await staff('GET', '/api/admin/audit-log/?target_type=member'))
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((e) => e.target_id === String(id));

let counter = 0;
async function complimentaryMember() {
  const username = `guest${++counter}`;
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: 'none',
  });
  expect((await staff('PUT', `/api/admin/members/${id}/complimentary/`, { end_date: null })).statusCode).toBe(
    200,
  );
  return { id, username, headers: bearer((await login(ctx.app, username, PASSWORD)).access) };
}
const forumStatus = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/forum/posts/', headers })).statusCode;

describe('POST /api/admin/members/:id/complimentary/end/', () => {
  it('ends the access now: the member is shut out at once, and the log names who and when', async () => {
    const m = await complimentaryMember();
    expect(await forumStatus(m.headers)).toBe(200);
    const res = await end(m.id, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminMemberDetail>().subscription).toMatchObject({
      status: 'expired',
      grants_access: false,
    });
    expect(await forumStatus(m.headers)).toBe(403);
    expect(await audit(m.id)).toMatchObject([
      {
        action: 'member.complimentary_end',
        actor_username: 'owner',
        details: { username: m.username, end_date: null },
      },
      { action: 'member.complimentary' },
    ]);
  });

  it('ends the access when a chosen day begins; the lifecycle job expires it then', async () => {
    const m = await complimentaryMember();
    const res = await end(m.id, day(10));
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminMemberDetail>().subscription).toMatchObject({
      status: 'active',
      end_date: expect.stringContaining(day(10)),
      grants_access: true,
    });
    expect(await forumStatus(m.headers)).toBe(200);
    await runBillingJobs(ctx.app.billing, new Date(Date.now() + 11 * 86_400_000));
    const later = await staff('GET', `/api/admin/members/${m.id}/`);
    expect(later.json<AdminMemberDetail>().subscription).toMatchObject({ status: 'expired' });
    expect((await audit(m.id))[0]).toMatchObject({
      action: 'member.complimentary_end',
      details: { end_date: day(10), previous_end_date: null },
    });
  });

  it('refuses a day that is not in the future, and members without complimentary access', async () => {
    const m = await complimentaryMember();
    const past = await end(m.id, day(0));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ end_date: ['The end date must be in the future.'] });
    const { id } = await createAccount(ctx.app.db, {
      username: 'payer',
      email: 'payer@example.com',
      password: PASSWORD,
      subscription: 'trial',
    });
    const none = await end(id, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'This member has no complimentary access to end.',
      code: 'no_complimentary_access',
    });
    expect(await audit(id)).toEqual([]);
  });

  it('is refused to members and visitors', async () => {
    const m = await complimentaryMember();
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.id}/complimentary/end/`,
      headers: as.member,
      payload: { end_date: null },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
