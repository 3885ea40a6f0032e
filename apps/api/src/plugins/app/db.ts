import fp from 'fastify-plugin';
import type { Database } from '../../db/types.ts';
import type { DatabaseHandle, DatabaseKind } from '../../db/client.ts';
import type { PoolState } from '../../db/pool-watch.ts';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Where the database is and, when it is reached through the driver's pool, what that pool is doing. */
    database: { kind: DatabaseKind; poolState: () => PoolState | null };
    mailer: Mailer;
  }
}

/** Hands the already-open database, the configuration and the mailer to every plugin and route. */
export default fp<{ config: Config; database: DatabaseHandle; mailer?: Mailer }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('db', opts.database.db);
    const poolState = opts.database.poolState;
    app.decorate('database', { kind: opts.database.kind, poolState: () => poolState?.() ?? null });
    const mailer =
      opts.mailer ??
      createMailer({
        smtpUrl: opts.config.smtpUrl,
        from: opts.config.mailFrom,
        dataDir: opts.config.dataDir,
        log: app.log,
      });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'db' },
);
