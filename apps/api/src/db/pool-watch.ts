import type postgres from 'postgres';

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
 * connections it lost. A query is counted once its caller awaits it (the driver sends it then).
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
        void then.call(query, settled, settled);
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
        const done = (client.begin as (...a: unknown[]) => Promise<unknown>)(...args);
        void done.then(settled, settled);
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
