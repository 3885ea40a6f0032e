import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/types.ts';

/**
 * The reads and writes of one row by its id that the console's lists repeat for each table (courses, upcoming
 * courses, backing tracks, private lessons). Drizzle cannot check values against a table it knows only as a type
 * parameter, so they are typed by that table here and handed on as they are.
 */
type TableWithId = PgTable & { id: PgColumn };
type Row<T extends TableWithId> = T['$inferSelect'];

export const findById = <T extends TableWithId>(db: DbOrTx, table: T, id: number) =>
  db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .then((rows) => rows[0] as Row<T> | undefined);

/** The id of a row that matches, or undefined (the demo seed finds what it made by its names). */
export const findIdWhere = (db: DbOrTx, table: TableWithId, where: SQL | undefined) =>
  db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .then((rows) => rows[0]?.id as number | undefined);

export const insertRow = <T extends TableWithId>(db: DbOrTx, table: T, values: T['$inferInsert']) =>
  db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning()
    .then((rows) => rows[0] as Row<T>);

/** The row as updated, or undefined when there is none with that id. */
export const updateById = <T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
) =>
  db
    .update(table)
    .set(values as PgUpdateSetSource<T>)
    .where(eq(table.id, id))
    .returning()
    .then((rows) => (rows as unknown[])[0] as Row<T> | undefined);

/** The deleted row, or undefined when there was none with that id. */
export const deleteById = <T extends TableWithId>(db: DbOrTx, table: T, id: number) =>
  db
    .delete(table)
    .where(eq(table.id, id))
    .returning()
    .then((rows) => (rows as unknown[])[0] as Row<T> | undefined);
