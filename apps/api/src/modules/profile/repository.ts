import { and, eq, ne, sql } from 'drizzle-orm';
import { profiles, subscriptions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { accountQuery } from '../accounts/index.ts';

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
