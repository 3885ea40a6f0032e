import type { SQL } from 'drizzle-orm';
import type { Database } from './types.ts';

/** The rows of a raw statement on either driver: postgres.js answers an array, PGlite `{ rows }`. */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const answer = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(answer) ? answer : answer.rows;
}
