import { and, eq, ne, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { profiles, subscriptions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { preparedQuery } from '../../db/prepared.ts';

/**
 * The one read of an account by id: the user with their profile and subscription (each null without its row), as a
 * prepared statement named `name` that answers `columns`. The request's account (billing/access.ts) and the profile
 * pages read the same join and differ only in the columns they need.
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

export const findProfileRow = accountQuery('profile_row', {
  user: users,
  profile: profiles,
  subscription: subscriptions,
});
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export function emailTakenByOther(db: DbOrTx, email: string, userId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export async function updateUser(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName'>>,
) {
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, userId));
}

export async function upsertProfile(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<typeof profiles.$inferInsert, 'userId'>>,
) {
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: Object.keys(values).length ? values : { userId } });
}
