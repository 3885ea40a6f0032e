import { pageViews } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export async function insertPageView(db: DbOrTx, row: { path: string; sessionId: string }) {
  await db.insert(pageViews).values(row);
}
