import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';
import { transcodeHandler } from './transcode-job.ts';
import { requestMissingStreams } from './stream-requests.ts';

/**
 * Stored media behind signed URLs (README.md in this folder), and the adaptive streams made of the videos by the
 * transcoding job: streams of videos that have none are asked for once the app is ready (the demo's at first start).
 */
const media: FastifyPluginAsyncZod = async (app) => {
  app.jobQueue.register(
    transcodeHandler({
      db: app.db,
      storage: app.storage,
      concurrency: app.config.transcode.concurrency,
      threads: app.config.transcode.threads,
    }),
  );
  app.addHook('onReady', async () => {
    try {
      await requestMissingStreams(app.db, app.jobQueue, false);
    } catch (err) {
      app.log.error({ err }, 'streams of the videos not asked for');
    }
  });
  await app.register(routes);
};

export default defineModule('media', ['storage', 'job-queue'], media);
export { createMediaUrls, type MediaUrls } from './urls.ts';
export { answerStoredFile, FILE_NOT_FOUND, openPromoVideo } from './service.ts';
export { streamLinks, linksOf, streamIdOf } from './stream-links.ts';
export { openPromoStreamFile } from './promo-stream.ts';
export { streamStatuses } from './stream-status.ts';
export { requestStream, requestMissingStreams, removeUnusedStreams } from './stream-requests.ts';
export { findStream } from './streams-repository.ts';
export { TRANSCODE_QUEUE } from './stream-keys.ts';
export { transcodeHandler } from './transcode-job.ts';
export { runFfmpeg } from './run-ffmpeg.ts';
export { probeFile, statedDurationSeconds } from './probe.ts';
