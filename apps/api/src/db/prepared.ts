import type { DbOrTx } from './types.ts';

/**
 * A hot query built and prepared once per database handle instead of on every call (Drizzle spends more time
 * building a select's SQL than PostgreSQL spends answering it). Its values are `sql.placeholder`s, given at execute.
 */
export function preparedQuery<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
