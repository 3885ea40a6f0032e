import { DAY_MS } from '@gjs/shared';
import * as uploads from './upload-repository.ts';
import { deleteParts, type UploadDeps } from './uploads.ts';

/** An upload in parts not finished this many days after it started is abandoned (docs/decisions/0632-takes.md). */
export const ABANDONED_UPLOAD_DAYS = 3;

/**
 * Removes the parts and the rows of uploads abandoned for more than ABANDONED_UPLOAD_DAYS: they hold storage and
 * count against the student's quota. The parts go first, so that a failure leaves the row for the next run.
 * Answers how many uploads were removed.
 */
export async function removeAbandonedUploads(deps: Pick<UploadDeps, 'db' | 'storage'>, now: Date) {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const rows = await uploads.staleUploads(deps.db, before);
    for (const row of rows) {
      await deleteParts(deps, row);
      await uploads.deleteUpload(deps.db, row.id);
      removed++;
    }
    if (rows.length < 100) return removed;
  }
}
