import type {
  AdminComplimentary,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberQuery,
  AdminMemberUpdate,
} from '@gjs/shared';
import type { DbOrTx } from '#db/types.ts';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import { deleteAccount, updateAccountFlags, type AccountFlags } from '../../accounts/index.ts';
import { revokeAllRefreshTokens } from '../../auth/index.ts';
import { billingEndings } from '../../billing/index.ts';
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
  const flags: AccountFlags = {};
  for (const key of changed) flags[FLAG_COLUMNS[key]] = update[key];
  const endings = {
    ...billingEndings(ctx.billing, row, DEACTIVATE_PROVIDER_FAILED),
    endSessions: (tx: DbOrTx) => revokeAllRefreshTokens(tx, id),
  };
  await updateAccountFlags(ctx.billing, endings, id, flags, (tx, providerCancelled) =>
    insertAudit(tx, ctx.actor, {
      action: 'member.update',
      targetType: 'member',
      targetId: id,
      details: {
        username: user.username,
        ...Object.fromEntries(changed.map((k) => [k, update[k]])),
        ...(deactivating ? { provider_cancelled: providerCancelled } : {}),
      },
    }),
  );
  return getMember(ctx, id);
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
  const providerCancelled = await billingEndings(ctx.billing, { user, subscription }).endProviderBilling();
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
 * The deletion of a cancellation (decision 0404, accounts' deleteAccount): the account and all its data go at once,
 * after the provider subscription, if one runs, was cancelled. Staff cannot delete themselves.
 */
export async function deleteMember(ctx: MembersContext, id: number): Promise<void> {
  if (id === ctx.actor.id) throw new ValidationError(SELF_DELETE);
  const { user, subscription } = await requireMember(ctx, id);
  await deleteAccount(ctx.billing, id, {
    endBillingFirst: billingEndings(ctx.billing, { user, subscription }).endProviderBilling,
    alongside: (tx, providerCancelled) =>
      insertAudit(tx, ctx.actor, {
        action: 'member.delete',
        targetType: 'member',
        targetId: id,
        details: {
          username: user.username,
          email: user.email,
          subscription_status: subscription?.status ?? null,
          provider_cancelled: providerCancelled,
        },
      }),
  });
}
