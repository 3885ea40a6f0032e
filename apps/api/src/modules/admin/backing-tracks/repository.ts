import { asc, eq, sql } from 'drizzle-orm';
import { backingTracks } from '#db/schema/index.ts';
import type { StoredTrackPart } from '#db/schema/backing-tracks.ts';
import type { DbOrTx } from '#db/types.ts';
import { deleteById, findById, findIdWhere, insertRow, updateById } from '../rows-by-id/repository.ts';

export type TrackRow = typeof backingTracks.$inferSelect;
export type TrackValues = Omit<typeof backingTracks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Listed and unlisted tracks, by name. */
export const listTracks = (db: DbOrTx) =>
  db
    .select()
    .from(backingTracks)
    .orderBy(asc(sql`lower(${backingTracks.name})`), asc(backingTracks.id));

export const findTrack = (db: DbOrTx, id: number) => findById(db, backingTracks, id);

/** A track by its name (how the demo seed finds its tracks). */
export const findTrackId = (db: DbOrTx, name: string) =>
  findIdWhere(db, backingTracks, eq(backingTracks.name, name));

export const insertTrack = (db: DbOrTx, values: TrackValues) => insertRow(db, backingTracks, values);

export const updateTrack = (db: DbOrTx, id: number, values: TrackValues) =>
  updateById(db, backingTracks, id, { ...values, updatedAt: new Date() });

/** Chapters that used the track keep their place and lose the track (set null). */
export const deleteTrack = (db: DbOrTx, id: number) => deleteById(db, backingTracks, id);

/** Replaces the track's parts (decision 0313). */
export const updateParts = (db: DbOrTx, id: number, parts: StoredTrackPart[]) =>
  updateById(db, backingTracks, id, { parts, updatedAt: new Date() });
