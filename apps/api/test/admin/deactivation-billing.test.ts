import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberDetail, AuditEntry } from '@gjs/shared';
import {
  buildBillingApp,
  startCardSubscription,
  subscriptionOf,
  type BillingTestContext,
} from '../billing/support.ts';
import { runBillingJobs } from '../../src/modules/billing/lifecycle/jobs.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

/** A deactivated member must not keep being charged: deactivation cancels the provider subscription first. */

let ctx: BillingTestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildBillingApp();
  as = await adminHeaders(ctx);
});

const deactivate = (id: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/members/${id}/`,
    headers: as.staff,
    payload: { is_active: false },
  });
const audit = async (id: number) =>
  (await ctx.app.inject({ url: '/api/admin/audit-log/?target_type=member', headers: as.staff }))
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((e) => e.target_id === String(id));

describe('deactivating a member who pays through a provider', () => {
  it('cancels the card subscription at Stripe, mails the member and keeps the account', async () => {
    const card = await startCardSubscription(ctx);
    const mailsBefore = ctx.mail.length;
    const res = await deactivate(card.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.stripe.subscriptions.get(card.subscriptionId)!['status']).toBe('canceled');
    expect(res.json<AdminMemberDetail>()).toMatchObject({
      is_active: false,
      subscription: { status: 'expired' },
    });
    const mails = ctx.mail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: card.email,
      subject: 'Gypsy Jazz Guitar School: your subscription has been cancelled',
    });
    expect(mails[0]!.text).toContain('deactivated');
    expect(await audit(card.id)).toMatchObject([
      { action: 'member.update', details: { is_active: false, provider_cancelled: true } },
    ]);
    // The account stays (deactivation can be undone); the lifecycle job must not delete it as a cancellation.
    await runBillingJobs(ctx.app.billing);
    expect(await subscriptionOf(ctx, card.id)).toMatchObject({ status: 'expired' });
  });

  it('refuses with a clear message and changes nothing when the provider cannot cancel', async () => {
    const card = await startCardSubscription(ctx);
    ctx.stripe.subscriptions.delete(card.subscriptionId);
    const res = await deactivate(card.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message:
        'The payment provider could not cancel the subscription, so the member was not deactivated. Try again later.',
      code: 'deactivate_provider_failed',
    });
    const member = await ctx.app.inject({ url: `/api/admin/members/${card.id}/`, headers: as.staff });
    expect(member.json<AdminMemberDetail>().is_active).toBe(true);
    expect(await subscriptionOf(ctx, card.id)).toMatchObject({ providerSubscriptionId: card.subscriptionId });
    expect(await audit(card.id)).toEqual([]);
  });
});
