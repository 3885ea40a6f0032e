import { asc, eq, sql } from 'drizzle-orm';
import { backingTracks } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/types.ts';

export type TrackRow = typeof backingTracks.$inferSelect;
export type TrackValues = Omit<typeof backingTracks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Listed and unlisted tracks, by name. */
export const listTracks = (db: DbOrTx) =>
  db
    .select()
    .from(backingTracks)
    .orderBy(asc(sql`lower(${backingTracks.name})`), asc(backingTracks.id));

export const findTrack = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(backingTracks)
    .where(eq(backingTracks.id, id))
    .then((rows) => rows[0]);

export const insertTrack = (db: DbOrTx, values: TrackValues) =>
  db
    .insert(backingTracks)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export const updateTrack = (db: DbOrTx, id: number, values: TrackValues) =>
  db
    .update(backingTracks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(backingTracks.id, id))
    .returning()
    .then((rows) => rows[0]!);

/** Chapters that used the track keep their place and lose the track (set null). */
export const deleteTrack = (db: DbOrTx, id: number) =>
  db.delete(backingTracks).where(eq(backingTracks.id, id)).returning({ name: backingTracks.name });
