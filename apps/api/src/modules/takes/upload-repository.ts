import { and, eq, lt, sql } from 'drizzle-orm';
import { takeUploads } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

/** The SQL of uploads in parts (uploads.ts). */

export async function insertUpload(db: DbOrTx, values: typeof takeUploads.$inferInsert) {
  const [row] = await db.insert(takeUploads).values(values).returning();
  return row!;
}

export async function findUpload(db: DbOrTx, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(takeUploads)
    .where(and(eq(takeUploads.id, id), eq(takeUploads.userId, userId)))
    .limit(1);
  return row;
}
export type UploadRow = typeof takeUploads.$inferSelect;

/** Records a part as received (once), and answers the upload as it stands. */
export async function markReceived(db: DbOrTx, id: string, part: number) {
  const [row] = await db
    .update(takeUploads)
    .set({
      received: sql`case when ${part} = any(${takeUploads.received}) then ${takeUploads.received}
        else array_append(${takeUploads.received}, ${part}::integer) end`,
    })
    .where(eq(takeUploads.id, id))
    .returning();
  return row;
}

export async function deleteUpload(db: DbOrTx, id: string) {
  await db.delete(takeUploads).where(eq(takeUploads.id, id));
}

/** Bytes announced by a student's uploads in progress: they count against the quota until they end. */
export async function bytesOfUploads(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${takeUploads.size}), 0)::bigint` })
    .from(takeUploads)
    .where(eq(takeUploads.userId, userId));
  return Number(row?.n ?? 0);
}

export function uploadsOf(db: DbOrTx, userId: number) {
  return db.select().from(takeUploads).where(eq(takeUploads.userId, userId));
}

/** Uploads started before `before` and never finished. */
export function staleUploads(db: DbOrTx, before: Date) {
  return db.select().from(takeUploads).where(lt(takeUploads.createdAt, before)).limit(100);
}
