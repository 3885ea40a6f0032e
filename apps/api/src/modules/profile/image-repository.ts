import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

/** Sets the profile image key and returns the one it replaces (null if none). */
export async function replaceProfileImage(db: DbOrTx, userId: number, key: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: profiles.profileImage })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    await tx
      .insert(profiles)
      .values({ userId, profileImage: key })
      .onConflictDoUpdate({ target: profiles.userId, set: { profileImage: key } });
    return current?.key ?? null;
  });
}
