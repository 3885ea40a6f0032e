import { and, eq, ne, sql } from 'drizzle-orm';
import { profiles, subscriptions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { preparedQuery } from '../../db/prepared.ts';

const profileRow = preparedQuery((db) =>
  db
    .select({ user: users, profile: profiles, subscription: subscriptions })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_row'),
);

export function findProfileRow(db: DbOrTx, userId: number) {
  return profileRow(db)
    .execute({ userId })
    .then((rows) => rows[0]);
}
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
