import { defineModule } from '../../core/module.ts';
import { deleteExpiredPageViews } from './retention.ts';
import routes from './routes.ts';

/** Page views without cookies, and their deletion after the retention period. */
export default defineModule('analytics', ['db', 'scheduler'], async (app) => {
  // Page views past the privacy policy's retention period go on the lifecycle jobs' interval.
  app.scheduler.register({
    name: 'page-view-retention',
    intervalSeconds: app.config.billingJobsIntervalSeconds,
    run: async (now) => {
      const deleted = await deleteExpiredPageViews(app.db, now);
      if (deleted) app.log.info({ pageViewsDeleted: deleted }, 'expired page views deleted');
      return { accountsChanged: false };
    },
  });
  await app.register(routes);
});
export { deleteExpiredPageViews, PAGE_VIEW_RETENTION_MONTHS } from './retention.ts';
