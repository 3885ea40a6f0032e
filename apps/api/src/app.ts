import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/json-serializer.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RunCommandLine } from './core/cli-link.ts';
import dbPlugin from './plugins/app/db.ts';
import authPlugin from './plugins/app/auth.ts';
import siteSettingsPlugin from './plugins/app/site-settings.ts';
import storagePlugin from './plugins/app/storage.ts';
import sharedCachesPlugin from './plugins/app/shared-caches.ts';
import databaseOutage from './plugins/app/database-outage.ts';
import errorHandler from './plugins/app/error-handler.ts';
import drainRefusedBody from './plugins/app/drain-refused-body.ts';
import backgroundTasks from './plugins/app/background-tasks.ts';
import metrics from './plugins/app/metrics.ts';
import changeFeed from './plugins/app/change-feed.ts';
import lifecycle from './plugins/app/lifecycle.ts';
import helmet from './plugins/external/helmet.ts';
import compress from './plugins/external/compress.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import webApp from './plugins/external/web-app.ts';
import cliEndpoint from './plugins/app/cli-endpoint.ts';
import multipart from './plugins/external/multipart.ts';
import schedulerPlugin from './plugins/app/scheduler.ts';
import jobQueuePlugin from './plugins/app/job-queue.ts';
import auth from './modules/auth/index.ts';
import profile from './modules/profile/index.ts';
import siteSettings from './modules/site-settings/index.ts';
import analytics from './modules/analytics/index.ts';
import health from './modules/health/index.ts';
import courses from './modules/courses/index.ts';
import backingTracks from './modules/backing-tracks/index.ts';
import media from './modules/media/index.ts';
import seo from './modules/seo/index.ts';
import billing, { billingPlugin } from './modules/billing/index.ts';
import forum from './modules/forum/index.ts';
import contact from './modules/contact/index.ts';
import progress from './modules/progress/index.ts';
import practice from './modules/practice/index.ts';
import myData from './modules/my-data/index.ts';
import privateLessons from './modules/private-lessons/index.ts';
import takes from './modules/takes/index.ts';
import admin from './modules/admin/index.ts';
import { loggerOptions, logController } from './logger.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The key the owner's CLI presents to run its commands in this server (server.ts; docs/decisions/006). */
  cliKey?: string;
  /** The CLI's command runner for that endpoint, handed in by server.ts: the CLI itself builds apps. */
  cliExecute?: RunCommandLine;
}

/** Builds the whole app; server.ts listens, tests inject. External plugins, then app plugins, then routes. */
export async function buildApp({ config, database, mailer, logger, cliKey, cliExecute }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Closing waits for the requests in flight (an upload, a page) and ends only idle keep-alive connections.
    forceCloseConnections: 'idle',
    logController: logController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { config, database, ...(mailer ? { mailer } : {}) });
  await app.register(databaseOutage);
  await app.register(errorHandler);
  await app.register(drainRefusedBody);
  await app.register(backgroundTasks);
  await app.register(metrics);
  await app.register(changeFeed);
  await app.register(lifecycle);
  await app.register(schedulerPlugin, { exclusive: database.kind === 'postgres' });
  await app.register(jobQueuePlugin, config.jobs);
  await app.register(helmet);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(authPlugin);
  await app.register(siteSettingsPlugin);
  await app.register(storagePlugin);
  await app.register(sharedCachesPlugin);
  await app.register(billingPlugin);

  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(auth);
      await api.register(profile);
      await api.register(siteSettings);
      await api.register(analytics);
      await api.register(courses);
      await api.register(backingTracks);
      await api.register(media);
      await api.register(billing);
      await api.register(admin, { prefix: '/admin' });
      await api.register(forum);
      await api.register(contact);
      await api.register(progress);
      await api.register(practice);
      await api.register(myData);
      await api.register(privateLessons);
      await api.register(takes);
    },
    { prefix: '/api' },
  );
  await app.register(seo);
  await app.register(webApp);
  if (cliKey && cliExecute) await app.register(cliEndpoint, { key: cliKey, run: cliExecute });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
