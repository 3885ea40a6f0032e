import type { PageViewRequest } from '@gjs/shared';
import type { Database } from '../../db/types.ts';
import * as repo from './repository.ts';

/** Keeps only the path of the page (no query, no host): decision 0412 stores path, session id and time. */
export function pathOf(pageUrl: string): string {
  const path = new URL(pageUrl, 'http://x').pathname;
  return path.slice(0, 512);
}

export async function recordPageView(db: Database, input: PageViewRequest): Promise<void> {
  await repo.insertPageView(db, { path: pathOf(input.page_url), sessionId: input.session_id });
}
