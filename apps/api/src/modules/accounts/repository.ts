import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { profiles, subscriptions, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

/** Every write of the `users` table (docs/decisions/0300-one-home-for-access.md): no other module writes it. */

export function findAccountByUsernameOrEmail(db: DbOrTx, username: string, email: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
}

export async function insertAccountRows(
  db: DbOrTx,
  user: typeof users.$inferInsert,
  profile: Omit<typeof profiles.$inferInsert, 'userId'>,
  subscription: Omit<typeof subscriptions.$inferInsert, 'userId'>,
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  const userId = row!.id;
  await db.insert(profiles).values({ userId, ...profile });
  await db.insert(subscriptions).values({ userId, ...subscription });
  return userId;
}

export async function recordLogin(db: DbOrTx, userId: number) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}

/** A new password also ends every access token signed with the old one. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

/** Access tokens of the account signed before now stop working on their next request. */
export async function endEarlierAccessTokens(db: DbOrTx, userId: number) {
  await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

export type ContactDetails = Partial<Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName'>>;

export async function updateContactDetails(db: DbOrTx, userId: number, values: ContactDetails) {
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, userId));
}

export type AccountFlags = Partial<Pick<typeof users.$inferInsert, 'takesLessons' | 'isStaff' | 'isActive'>>;

export async function updateFlags(db: DbOrTx, userId: number, flags: AccountFlags) {
  if (Object.keys(flags).length) await db.update(users).set(flags).where(eq(users.id, userId));
}

/** Assigned students see their lessons only while takes_lessons is on (decision 0405). */
export async function enableLessons(db: DbOrTx, userIds: number[]) {
  if (!userIds.length) return;
  await db.update(users).set({ takesLessons: true }).where(inArray(users.id, userIds));
}

/** Deletes the user (profile, subscription, posts... cascade) and returns the profile image key to remove. */
export async function deleteUser(db: DbOrTx, userId: number): Promise<string | null | undefined> {
  const [profile] = await db
    .select({ image: profiles.profileImage })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
  return profile?.image;
}

/*
 * Reads of `users` for the owner's CLI and the demo seed (the request's own reads are in account-query.ts).
 */

export function findUserByUsername(db: DbOrTx, username: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

export function listActiveStaff(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isActive, true)))
    .orderBy(asc(users.username))
    .limit(limit);
}

export async function countAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function idsByUsername(db: DbOrTx, usernames: string[]): Promise<Map<string, number>> {
  if (!usernames.length) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}
