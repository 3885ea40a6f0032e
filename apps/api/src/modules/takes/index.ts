import { defineModule } from '../../core/module.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { remuxHandler } from './remux-job.ts';
import routes from './routes.ts';

/** A private student's takes and the teacher's feedback on them (README.md in this folder). */
export default defineModule('takes', ['db', 'storage', 'auth', 'scheduler', 'job-queue'], async (app) => {
  // Recordings get their duration and cues after their upload (decision 0632).
  app.jobQueue.register(remuxHandler({ db: app.db, storage: app.storage, log: app.log }));
  // Uploads in parts left unfinished for days go on the lifecycle jobs' interval.
  app.scheduler.register({
    name: 'take-uploads-cleanup',
    intervalSeconds: app.config.billingJobsIntervalSeconds,
    run: async (now) => {
      const removed = await removeAbandonedUploads(app, now);
      if (removed) app.log.info({ takeUploadsRemoved: removed }, 'abandoned take uploads removed');
      return { accountsChanged: false };
    },
  });
  await app.register(routes);
});
export { acceptRawParts } from './raw-parts.ts';
export { deleteTake, type TakesDeps } from './service.ts';
export {
  addRemark,
  listForTeacher,
  markAnswered,
  openTake,
  removeRemark,
  replyAsTeacher,
  setAnswer,
} from './teacher-service.ts';
export { registerPartUploadRoutes } from './upload-routes.ts';
export { takeFilesOfAccount } from './account-files.ts';
export { takesOfMember } from './member-data.ts';
export { insertAnsweredTake, type AnsweredTakeInput } from './answered-take.ts';
export { ABANDONED_UPLOAD_DAYS, removeAbandonedUploads } from './abandoned-uploads.ts';
export { TAKE_REMUX_QUEUE, remuxedKey } from './remux-keys.ts';
