import type postgres from 'postgres';

type Client = postgres.Sql | postgres.TransactionSql;
type Scoped = (sql: postgres.TransactionSql) => unknown;

/**
 * The PostgreSQL driver as Drizzle should use it: every query a named prepared statement of its connection
 * (docs/decisions/0015-every-query-prepared.md). Drizzle asks the driver for an unnamed statement unless a query was
 * given a name, and the driver then sends a query with values in two round trips (describe, then execute) and
 * keeps the connection to itself meanwhile; a prepared statement is sent in one, after other queries on the same
 * connection. Transactions and savepoints hand their own client to the callback, which is wrapped alike.
 */
export function alwaysPrepared<T extends Client>(client: T): T {
  const unsafe = (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: object) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  // `begin` may have isolation options before its callback: the callback is always the last argument.
  const scoped =
    (method: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const callback = args.pop() as Scoped;
      return method.call(client, ...args, (sql: postgres.TransactionSql) => callback(alwaysPrepared(sql)));
    };
  const methods = client as unknown as Record<'begin' | 'savepoint', (...args: unknown[]) => unknown>;
  const replaced = new Map<PropertyKey, unknown>([
    ['unsafe', unsafe],
    ['begin', scoped(methods.begin)],
    ['savepoint', scoped(methods.savepoint)],
  ]);
  return new Proxy(client, {
    get: (target, key, receiver) =>
      replaced.has(key) ? replaced.get(key) : (Reflect.get(target, key, receiver) as unknown),
  });
}
