import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { profiles, subscriptions, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { preparedQuery } from '#db/prepared.ts';

/**
 * The one read of an account by id: the user with their profile and subscription (each null without its row), as a
 * prepared statement named `name` that answers `columns`. The request's account (below) and the profile pages read
 * the same join and differ only in the columns they need.
 */
export function accountQuery<Columns extends SelectedFields>(name: string, columns: Columns) {
  const prepared = preparedQuery((db) =>
    db
      .select(columns as SelectedFields)
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  // The select sees the columns only as a bound, so its row type is named here: the user always, the rest nullable.
  type Row = SelectResult<
    Columns,
    'partial',
    { users: 'not-null'; profiles: 'nullable'; subscriptions: 'nullable' }
  >;
  return (db: DbOrTx, id: number): Promise<Row | undefined> =>
    prepared(db)
      .execute({ id })
      .then((rows) => rows[0] as Row | undefined);
}

/**
 * What every authenticated request needs, in one round trip: the user, their subscription (null without a
 * subscription row) and the profile settings every page shows (null without a profile row), so that the caller's own
 * profile needs no second query.
 */
export const findAccountWithAccess = accountQuery('account_with_access', {
  user: users,
  subscription: {
    status: subscriptions.status,
    endDate: subscriptions.endDate,
    paymentProvider: subscriptions.paymentProvider,
    plan: subscriptions.plan,
    startDate: subscriptions.startDate,
  },
  profile: {
    bio: profiles.bio,
    profileImage: profiles.profileImage,
    level: profiles.level,
    language: profiles.language,
    interfaceLanguage: profiles.interfaceLanguage,
    emailNotifications: profiles.emailNotifications,
  },
});
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountWithAccess>>>;

export type CurrentUser = typeof users.$inferSelect;
/** The account behind a request: the user, their subscription and profile settings, read in one query. */
export interface Account {
  user: CurrentUser;
  subscription: AccountRow['subscription'];
  profile: AccountRow['profile'];
}

/*
 * The subscriptions whose end date has passed while subscriptionGrantsAccess still counted on it (billing's jobs): the rule of access-rule.ts in SQL.
 */

/** Cancelled subscriptions whose paid period is over: their accounts are deleted (decision 0404). */
export function listEndedCancellations(db: DbOrTx, now: Date) {
  return db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'cancelled'),
        or(isNull(subscriptions.endDate), lte(subscriptions.endDate, now)),
      ),
    );
}

export function listGraceEnded(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'past_due'), lte(subscriptions.endDate, now)));
}

/** Complimentary subscriptions (active, no provider) whose end date set by staff has passed become expired. */
export async function expireEndedComplimentary(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.paymentProvider),
        lte(subscriptions.endDate, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}
