import { lt } from 'drizzle-orm';
import { PAGE_VIEW_RETENTION_MONTHS } from '@gjs/shared';
import { pageViews } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export { PAGE_VIEW_RETENTION_MONTHS };

export function pageViewRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes the page views older than the retention period; answers how many went. */
export async function deleteExpiredPageViews(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(pageViews)
    .where(lt(pageViews.createdAt, pageViewRetentionCutoff(now)))
    .returning({ id: pageViews.id });
  return deleted.length;
}
