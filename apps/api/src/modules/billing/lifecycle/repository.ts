import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { subscriptions, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

/** Provider trials that convert between `now` and `before` and have not been reminded yet, with the mail's fields. */
export function listTrialsToRemind(db: DbOrTx, now: Date, before: Date) {
  return db
    .select({
      userId: subscriptions.userId,
      plan: subscriptions.plan,
      endDate: subscriptions.endDate,
      email: users.email,
      username: users.username,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        isNotNull(subscriptions.paymentProvider),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, before),
      ),
    );
}

/** Marks the reminder as sent; false when a concurrent run already did. */
export async function claimTrialReminder(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.trialReminderSentAt)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
