import { asc, eq, sql } from 'drizzle-orm';
import { backingTracks } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

/** Tracks shown on /backing-tracks, by name (case-insensitive); unlisted ones live only in course chapters. */
export function listListedTracks(db: DbOrTx) {
  return db
    .select()
    .from(backingTracks)
    .where(eq(backingTracks.isListed, true))
    .orderBy(asc(sql`lower(${backingTracks.name})`), asc(backingTracks.id));
}
