import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './types.ts';

type StampedTable = PgTable & { updatedAt: PgColumn };

/**
 * Inserts a row whose key (primary or unique) is `keys`, or overwrites every other given column of the row already there;
 * either way `updatedAt` becomes now. For a member's own settings and progress, saved whole on every change.
 */
export async function upsertStamped<T extends StampedTable, K extends keyof T & keyof T['$inferInsert']>(
  db: DbOrTx,
  table: T,
  keys: readonly K[],
  values: Omit<T['$inferInsert'], 'updatedAt'>,
): Promise<T['$inferSelect']> {
  const now = new Date();
  const set = Object.fromEntries(Object.entries(values).filter(([name]) => !keys.includes(name as K)));
  const [row] = await db
    .insert(table)
    .values({ ...values, updatedAt: now } as PgInsertValue<T>)
    .onConflictDoUpdate({
      target: keys.map((key) => table[key] as PgColumn),
      set: { ...set, updatedAt: now } as PgUpdateSetSource<T>,
    })
    .returning();
  return row as T['$inferSelect'];
}
