import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { subscriptions, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { likePattern } from '#db/like-pattern.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Part of the username, the e-mail address, the first or last name or the full name, in any case. */
function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

/** One page of matching accounts, newest first, and the number of matches over all pages. */
export async function searchMembers(db: DbOrTx, q: string, limit: number, offset: number) {
  const where = matching(q);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({ user: users, status: subscriptions.status })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** An account with its profile and subscription, as the profile module reads it. */
export { findProfileRow as findMember, type ProfileRow as MemberRow } from '../../profile/index.ts';

/**
 * Makes the subscription complimentary: active, no provider and no provider subscription (so that late provider
 * events no longer find it), from now until `endDate` or open-ended. Accounts without a row get one.
 */
export async function setComplimentary(db: DbOrTx, userId: number, endDate: Date | null, now: Date) {
  const values = {
    plan: 'pro' as const,
    status: 'active' as const,
    paymentProvider: null,
    providerSubscriptionId: null,
    startDate: now,
    endDate,
    cancelAtPeriodEnd: false,
    providerUpdatedAt: null,
    trialReminderSentAt: null,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** Moves the end of a complimentary subscription; an end already reached expires it at once. False: none ran. */
export async function endComplimentary(db: DbOrTx, userId: number, endDate: Date, now: Date) {
  const rows = await db
    .update(subscriptions)
    .set({ endDate, status: endDate <= now ? 'expired' : 'active', updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.paymentProvider),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
