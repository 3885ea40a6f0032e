import { eq, inArray, isNotNull } from 'drizzle-orm';
import { chapters, siteSettings, videoStreams } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

export type StreamRow = typeof videoStreams.$inferSelect;

export async function findStream(db: DbOrTx, sourceKey: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(videoStreams).where(eq(videoStreams.sourceKey, sourceKey));
  return row;
}

export async function streamsOf(db: DbOrTx, sourceKeys: string[]): Promise<StreamRow[]> {
  if (!sourceKeys.length) return [];
  return db.select().from(videoStreams).where(inArray(videoStreams.sourceKey, sourceKeys));
}

export async function saveStream(db: DbOrTx, row: Omit<StreamRow, 'createdAt'>) {
  await db
    .insert(videoStreams)
    .values(row)
    .onConflictDoUpdate({ target: videoStreams.sourceKey, set: { ...row, createdAt: new Date() } });
}

export async function deleteStreamRow(db: DbOrTx, sourceKey: string) {
  await db.delete(videoStreams).where(eq(videoStreams.sourceKey, sourceKey));
}

/**
 * Every video that streams: the chapters' and the home page's promo video. A private lesson's video is the student's
 * to download (product rules), so it plays from its file and gets no stream.
 */
export async function videosInUse(db: DbOrTx): Promise<string[]> {
  const [chapterVideos, promo] = await Promise.all([
    db.selectDistinct({ key: chapters.video }).from(chapters).where(isNotNull(chapters.video)),
    db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'promo_video')),
  ]);
  const keys = new Set<string>();
  for (const { key } of chapterVideos) if (key) keys.add(key);
  const promoKey = promo[0]?.value;
  if (typeof promoKey === 'string' && promoKey) keys.add(promoKey);
  return [...keys];
}
