import type postgres from 'postgres';

type Client = postgres.Sql | postgres.TransactionSql;
type Scoped = (sql: postgres.TransactionSql) => unknown;

/**
 * The PostgreSQL driver as Drizzle should use it: every query a named prepared statement of its connection
 * (docs/decisions/015-every-query-prepared.md). Drizzle asks the driver for an unnamed statement unless a query was
 * given a name, and the driver then sends a query with values in two round trips (describe, then execute) and
 * keeps the connection to itself meanwhile; a prepared statement is sent in one, after other queries on the same
 * connection. Transactions and savepoints hand their own client to the callback, which is wrapped alike.
 */
export function alwaysPrepared<T extends Client>(client: T): T {
  const unsafe = (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: object) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  /** The callback is the last argument; `begin` may have isolation options before it. */
  const scoped =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const callback = args.pop() as Scoped;
      const call = (client as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!;
      return call.call(client, ...args, (sql: postgres.TransactionSql) => callback(alwaysPrepared(sql)));
    };
  const begin = scoped('begin');
  const savepoint = scoped('savepoint');
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') return unsafe;
      if (key === 'begin') return begin;
      if (key === 'savepoint') return savepoint;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
