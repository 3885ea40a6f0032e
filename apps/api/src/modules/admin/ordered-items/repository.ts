import { and, eq, max } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/types.ts';

/** The children of one parent, kept in the order of their `position` (a course's chapters, a lesson's sections). */
export type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/** The child `id` of the parent `parentId`, or undefined when it belongs to another parent or to none. */
export async function findItem<T extends OrderedTable>(
  db: DbOrTx,
  table: T,
  parent: PgColumn,
  parentId: number,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(parent, parentId), eq(table.id, id)));
  return rows[0] as T['$inferSelect'] | undefined;
}

/** Adds a child after the parent's last one; the first child of a parent gets position `first`. */
export async function insertLast<T extends OrderedTable>(
  db: DbOrTx,
  table: T,
  parent: PgColumn,
  parentId: number,
  first: number,
  values: Omit<T['$inferInsert'], 'position'>,
): Promise<T['$inferSelect']> {
  const [last] = await db
    .select({ position: max(table.position) })
    .from(table as PgTable)
    .where(eq(parent, parentId));
  const position = ((last?.position as number | null | undefined) ?? first - 1) + 1;
  const rows = await db
    .insert(table)
    .values({ ...values, position } as PgInsertValue<T>)
    .returning();
  return (rows as unknown[])[0] as T['$inferSelect'];
}

/**
 * Numbers the children first, first + 1, ... in the given order. Positions may be unique per parent, so they step
 * through negative values first to never collide with a row not yet moved.
 */
export async function setPositions<T extends OrderedTable>(
  db: DbOrTx,
  table: T,
  orderedIds: number[],
  first: number,
) {
  const place = (id: number, position: number) =>
    db
      .update(table)
      .set({ position } as PgUpdateSetSource<T>)
      .where(eq(table.id, id));
  for (const [index, id] of orderedIds.entries()) await place(id, -(index + 1));
  for (const [index, id] of orderedIds.entries()) await place(id, first + index);
}
