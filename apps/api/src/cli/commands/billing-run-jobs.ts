import { createBillingContext, paymentsConfigured, runBillingJobs } from '../../modules/billing/index.ts';
import { deleteExpiredPageViews } from '../../modules/analytics/index.ts';
import { createSiteSettingsService } from '../../modules/site-settings/index.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createStorage } from '../../lib/storage/index.ts';
import type { Command } from './types.ts';

const log = {
  info: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'warn', msg, ...obj })),
  error: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'error', msg, ...obj })),
};

/** The server's lifecycle jobs, once, from the owner's terminal or a cron entry. */
export const billingRunJobs: Command = {
  synopsis:
    '   delete accounts whose cancelled period ended, send trial reminders, end grace periods, prune page views',
  async run(_args, { db, config }) {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: { info: log.info, warn: log.warn, error: log.error } as never,
    });
    const settings = createSiteSettingsService(db, paymentsConfigured(config));
    const ctx = createBillingContext({
      db,
      config,
      mailer,
      storage: createStorage(config),
      log,
      settings: () => settings.get(),
    });
    try {
      const now = new Date();
      const r = await runBillingJobs(ctx, now);
      const pageViewsDeleted = await deleteExpiredPageViews(db, now);
      return `Deleted ${r.deleted} account(s), sent ${r.reminded} trial reminder(s), ended ${r.expired} grace period(s), deleted ${pageViewsDeleted} expired page view(s).`;
    } finally {
      mailer.close();
    }
  },
};
