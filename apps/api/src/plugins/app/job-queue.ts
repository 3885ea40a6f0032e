import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../../core/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (core/job-queue.ts); modules register their handlers on it. */
    jobQueue: JobQueue;
  }
}

/** One job queue per process; server.ts starts it once the server listens, closing the app stops it. */
export default fp<JobQueueOptions>(
  async (app, opts) => {
    const queue = createJobQueue(app.db, app.log, opts);
    app.decorate('jobQueue', queue);
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'job-queue', dependencies: ['db'] },
);
