import type {
  AdminComplimentary,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberQuery,
  AdminMemberUpdate,
} from '@gjs/shared';
import type { Database } from '#db/types.ts';
import { AppError, NotFoundError, ValidationError } from '#lib/errors.ts';
import { revokeAllRefreshTokens } from '../../auth/index.ts';
import {
  cancelAtProvider,
  deleteAccount,
  expireSubscription,
  PROVIDER_CANCEL_FAILED,
  subscriptionCancelledOnDeactivationEmail,
  type BillingContext,
} from '../../billing/index.ts';
import { recipientLanguage } from '../../profile/index.ts';
import { insertAudit } from '../audit/repository.ts';
import type { AdminContext } from '../context.ts';
import { toMemberDetail, toMemberSummary } from './mappers.ts';
import * as repo from './repository.ts';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SELF_DEACTIVATE = 'You cannot deactivate your own account.';
export const SELF_UNSTAFF = 'You cannot remove your own staff access.';
export const SELF_DELETE = 'You cannot delete your own account.';
export const DEACTIVATE_PROVIDER_FAILED =
  'The payment provider could not cancel the subscription, so the member was not deactivated. Try again later.';

/** The admin context plus what deletion and the profile photo need. */
export type MembersContext = AdminContext<'billing' | 'config'>;

const FLAG_COLUMNS = { takes_lessons: 'takesLessons', is_staff: 'isStaff', is_active: 'isActive' } as const;

async function requireMember(ctx: Pick<AdminContext, 'db'>, id: number) {
  const row = await repo.findMember(ctx.db, id);
  if (!row) throw new NotFoundError(MEMBER_NOT_FOUND);
  return row;
}

export async function listMembers(ctx: MembersContext, query: AdminMemberQuery): Promise<AdminMemberList> {
  const { count, rows } = await repo.searchMembers(
    ctx.db,
    query.q,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => toMemberSummary(r.user, r.status)),
  };
}

export async function getMember(ctx: MembersContext, id: number): Promise<AdminMemberDetail> {
  return toMemberDetail(await requireMember(ctx, id), ctx.config.mediaBaseUrl);
}

/**
 * Sets takes_lessons, is_staff and is_active. Staff never lock themselves out (deactivate or un-staff), so the
 * console always keeps the staff user acting. A deactivated account loses its sessions at once, and a subscription
 * running at a provider is cancelled there first (docs/decisions/0106-deactivation-ends-provider-billing.md).
 */
export async function updateMember(
  ctx: MembersContext,
  id: number,
  update: AdminMemberUpdate,
): Promise<AdminMemberDetail> {
  if (id === ctx.actor.id && update.is_active === false) throw new ValidationError(SELF_DEACTIVATE);
  if (id === ctx.actor.id && update.is_staff === false) throw new ValidationError(SELF_UNSTAFF);
  const row = await requireMember(ctx, id);
  const { user } = row;
  const changed = (Object.keys(FLAG_COLUMNS) as (keyof typeof FLAG_COLUMNS)[]).filter(
    (key) => update[key] !== undefined && update[key] !== user[FLAG_COLUMNS[key]],
  );
  if (changed.length === 0) return toMemberDetail(row, ctx.config.mediaBaseUrl);
  const deactivating = changed.includes('is_active') && update.is_active === false;
  const providerCancelled =
    deactivating &&
    (await endProviderSubscription(ctx.billing, row.subscription, DEACTIVATE_PROVIDER_FAILED));
  await ctx.db.transaction(async (tx) => {
    const flags: repo.UserFlags = {};
    for (const key of changed) flags[FLAG_COLUMNS[key]] = update[key];
    await repo.updateFlags(tx, id, flags);
    if (deactivating) await revokeAllRefreshTokens(tx, id);
    // 'expired', not 'cancelled': the period-end job deletes cancelled accounts, and deactivation can be undone.
    if (providerCancelled) await expireSubscription(tx, id);
    await insertAudit(tx, ctx.actor, {
      action: 'member.update',
      targetType: 'member',
      targetId: id,
      details: {
        username: user.username,
        ...Object.fromEntries(changed.map((k) => [k, update[k]])),
        ...(deactivating ? { provider_cancelled: providerCancelled } : {}),
      },
    });
  });
  if (providerCancelled) {
    await ctx.billing.mailer
      .send(
        subscriptionCancelledOnDeactivationEmail(
          user.email,
          user.username,
          new Date(),
          await recipientLanguage(ctx.billing.db, id).catch(() => 'en' as const),
        ),
      )
      .catch((err: unknown) => ctx.billing.log.error({ err, userId: id }, 'cancellation mail not sent'));
  }
  return getMember(ctx, id);
}

/**
 * Ends a running provider subscription at once, so that the provider bills nothing more after the member's
 * subscription was replaced or the account deleted. True when the provider was asked.
 */
async function endProviderSubscription(
  billing: BillingContext,
  sub: repo.SubscriptionRow | null,
  failure = PROVIDER_CANCEL_FAILED,
) {
  if (!sub?.providerSubscriptionId || !sub.paymentProvider || sub.status === 'expired') return false;
  try {
    await cancelAtProvider(billing, sub, { atPeriodEnd: false });
  } catch (err) {
    billing.log.error({ err, userId: sub.userId }, 'provider cancellation by staff failed');
    throw new AppError(502, failure);
  }
  return true;
}

/** end_date is a calendar day: the complimentary access ends when that day begins (UTC). */
const endOfAccess = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);

/**
 * A complimentary subscription (decision 0403): active, no provider, open-ended or until the chosen day. It replaces
 * the current one; a paid subscription is cancelled at the provider first, without waiting for its period end.
 */
export async function grantComplimentary(
  ctx: MembersContext,
  id: number,
  input: AdminComplimentary,
): Promise<AdminMemberDetail> {
  const { user, subscription } = await requireMember(ctx, id);
  const providerCancelled = await endProviderSubscription(ctx.billing, subscription);
  await ctx.db.transaction(async (tx) => {
    await repo.setComplimentary(tx, id, endOfAccess(input.end_date), new Date());
    await insertAudit(tx, ctx.actor, {
      action: 'member.complimentary',
      targetType: 'member',
      targetId: id,
      details: {
        username: user.username,
        end_date: input.end_date,
        previous_status: subscription?.status ?? null,
        provider_cancelled: providerCancelled,
      },
    });
  });
  return getMember(ctx, id);
}

/**
 * The deletion of a cancellation (decision 0404, billing's deleteAccount): the account and all its data go at once,
 * after the provider subscription, if one runs, was cancelled. Staff cannot delete themselves.
 */
export async function deleteMember(ctx: MembersContext, id: number): Promise<void> {
  if (id === ctx.actor.id) throw new ValidationError(SELF_DELETE);
  const { user, subscription } = await requireMember(ctx, id);
  const providerCancelled = await endProviderSubscription(ctx.billing, subscription);
  await ctx.db.transaction(async (tx) => {
    await insertAudit(tx, ctx.actor, {
      action: 'member.delete',
      targetType: 'member',
      targetId: id,
      details: {
        username: user.username,
        email: user.email,
        subscription_status: subscription?.status ?? null,
        provider_cancelled: providerCancelled,
      },
    });
    await deleteAccount({ ...ctx.billing, db: tx as unknown as Database }, id);
  });
}
