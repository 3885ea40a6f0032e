import { and, eq, sql } from 'drizzle-orm';
import { cancellationRequests, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

/** A cancellation without login as it arrived (decision 0417), kept whether or not an account matches. */
export async function insertCancellationRequest(
  db: DbOrTx,
  values: { name: string; email: string; username: string | null; receivedAt: Date },
) {
  const [row] = await db
    .insert(cancellationRequests)
    .values(values)
    .returning({ id: cancellationRequests.id });
  return row!.id;
}

export async function setCancellationMatch(db: DbOrTx, id: number, userId: number) {
  await db.update(cancellationRequests).set({ matchedUserId: userId }).where(eq(cancellationRequests.id, id));
}

export function findUserForCancellation(db: DbOrTx, email: string, username: string | undefined) {
  const byEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  return db
    .select({ id: users.id })
    .from(users)
    .where(username ? and(byEmail, eq(sql`lower(${users.username})`, username.toLowerCase())) : byEmail)
    .limit(1)
    .then((rows) => rows[0]);
}
