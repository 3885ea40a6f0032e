import type postgres from 'postgres';
import { markDatabaseError } from './unavailable.ts';

/** What this process's connections to the database were doing, for the log line of an outage (decision 0111). */
export interface PoolState {
  /** Connections the pool may open at most. */
  size: number;
  /** Queries and transactions sent to the pool and not yet answered (waiting for a connection or running). */
  inFlight: number;
  /** Connections of the pool that have closed since it was made (an outage or a restart closes them all). */
  closed: number;
}

export interface PoolWatch {
  state(): PoolState;
  /** The driver's options that report the connections' lives. */
  readonly driverOptions: Pick<postgres.Options<never>, 'onclose'>;
  /** The client, counting what it is given. */
  watch<T extends postgres.Sql>(client: T): T;
}

/**
 * Counts a postgres.js pool's work, which the driver does not expose: queries given and not yet settled, and the
 * connections it lost. A query is counted once its caller awaits it (the driver sends it then). What the pool itself
 * fails with (a query, a connection, a transaction's begin or commit) is marked as the database's, so that only such
 * failures are taken for an outage (decision 0111); an error thrown by a transaction's own code is left as it is.
 */
export function createPoolWatch(size: number): PoolWatch {
  let inFlight = 0;
  let closed = 0;
  const settled = () => void (inFlight -= 1);

  function counted<Q extends PromiseLike<unknown>>(query: Q): Q {
    const then = query.then;
    let seen = false;
    (query as { then: PromiseLike<unknown>['then'] }).then = function (this: Q, ...handlers) {
      if (!seen) {
        seen = true;
        inFlight += 1;
        void then.call(query, settled, (error: unknown) => {
          markDatabaseError(error);
          settled();
        });
      }
      return then.apply(this, handlers) as never;
    };
    return query;
  }

  return {
    state: () => ({ size, inFlight, closed }),
    driverOptions: { onclose: () => void (closed += 1) },
    watch(client) {
      const unsafe = (...args: Parameters<postgres.Sql['unsafe']>) => counted(client.unsafe(...args));
      const begin = (...args: unknown[]) => {
        inFlight += 1;
        // begin(options?, callback): a failure outside the callback is the connection's, its begin's or its commit's.
        const callback = args.pop() as (sql: postgres.TransactionSql) => unknown;
        let callbackFailed = false;
        const own = async (sql: postgres.TransactionSql) => {
          try {
            return await callback(sql);
          } catch (error) {
            callbackFailed = true;
            throw error;
          }
        };
        const done = (client.begin as (...a: unknown[]) => Promise<unknown>)(...args, own);
        void done.then(settled, (error: unknown) => {
          if (!callbackFailed) markDatabaseError(error);
          settled();
        });
        return done;
      };
      return new Proxy(client, {
        get: (target, key, receiver) =>
          key === 'unsafe'
            ? unsafe
            : key === 'begin'
              ? begin
              : (Reflect.get(target, key, receiver) as unknown),
      });
    },
  };
}
