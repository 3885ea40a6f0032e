import fp from 'fastify-plugin';
import { createBillingContext, type BillingContext } from './context.ts';
import { runBillingJobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingContext;
    /** Runs the lifecycle jobs now and then every BILLING_JOBS_INTERVAL_SECONDS (0: only from the CLI). */
    startBillingJobs: () => void;
  }
}

/** The billing context (providers from the configuration, mailer, storage) for routes, jobs and tests. */
export default fp(
  async (app) => {
    const billing = createBillingContext({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      storage: app.storage,
      log: app.log,
      settings: () => app.siteSettings.get(),
    });
    app.decorate('billing', billing);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      running ??= runBillingJobs(billing)
        .catch((err: unknown) => app.log.error({ err }, 'billing jobs failed'))
        .finally(() => (running = undefined));
    };
    app.decorate('startBillingJobs', () => {
      const seconds = app.config.billingJobsIntervalSeconds;
      if (!seconds || timer) return;
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
      tick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'billing', dependencies: ['db', 'site-settings', 'storage'] },
);
