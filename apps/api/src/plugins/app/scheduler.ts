import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../../core/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each module registers its lifecycle jobs (core/scheduler.ts). */
    scheduler: Scheduler;
  }
}

/**
 * The jobs of every module on one scheduler; server.ts starts it once the server listens, closing the app stops it.
 * `exclusive` is the PostgreSQL advisory lock, off on the embedded database (core/scheduler.ts says why).
 */
export default fp<{ exclusive: boolean }>(
  async (app, opts) => {
    const scheduler = createScheduler(app.db, app.log, {
      exclusive: opts.exclusive,
      onRun: ({ job, outcome, seconds, accountsChanged }) => {
        app.metrics.jobRun(job, outcome, seconds);
        // A run that changed accounts (a subscription expired) has every process read them again; one that says it
        // changed none leaves the kept accounts be (docs/decisions/0014-the-account-cache.md).
        if (accountsChanged) app.changes.announce('accounts');
      },
    });
    app.decorate('scheduler', scheduler);
    // preClose: before the mailer and the other plugins close in their onClose hooks.
    app.addHook('preClose', () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['db', 'metrics', 'change-feed'] },
);
