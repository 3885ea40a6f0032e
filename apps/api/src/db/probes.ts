import { sql } from 'drizzle-orm';
import { executeRows } from './rows.ts';
import type { Database } from './types.ts';

/** The smallest statement the database must answer: the health checks and the outage gate's probe. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** This database's connections by state (active, idle, …), as PostgreSQL's statistics see them: for the metrics. */
export function connectionsByState(db: Database): Promise<{ state: string; n: number }[]> {
  return executeRows<{ state: string; n: number }>(
    db,
    sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
        where datname = current_database() group by 1`,
  );
}
