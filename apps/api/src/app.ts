import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/json-serializer.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './plugins/app/mailer.ts';
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
import lifecycle from './plugins/app/lifecycle.ts';
import helmet from './plugins/external/helmet.ts';
import compress from './plugins/external/compress.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import webApp from './plugins/external/web-app.ts';
import cliEndpoint from './plugins/app/cli-endpoint.ts';
import multipart from './plugins/external/multipart.ts';
import authRoutes from './modules/auth/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import siteSettingsRoutes from './modules/site-settings/routes.ts';
import analyticsRoutes from './modules/analytics/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import courseRoutes from './modules/courses/routes.ts';
import backingTrackRoutes from './modules/backing-tracks/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import seoRoutes from './modules/seo/routes.ts';
import billingPlugin from './modules/billing/plugin.ts';
import billingRoutes from './modules/billing/routes.ts';
import forumRoutes from './modules/forum/routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import privateLessonRoutes from './modules/private-lessons/routes.ts';
import profileImageRoutes from './modules/profile/image-routes.ts';
import adminRoutes from './modules/admin/routes.ts';
import { loggerOptions, logController } from './logger.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The key the owner's CLI presents to run its commands in this server (server.ts; docs/decisions/006). */
  cliKey?: string;
}

/** Builds the whole app; server.ts listens, tests inject. External plugins, then app plugins, then routes. */
export async function buildApp({ config, database, mailer, logger, cliKey }: BuildOptions) {
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
  await app.register(lifecycle);
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
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(analyticsRoutes);
      await api.register(courseRoutes);
      await api.register(backingTrackRoutes);
      await api.register(mediaRoutes);
      await api.register(billingRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(forumRoutes);
      await api.register(contactRoutes);
      await api.register(privateLessonRoutes);
      await api.register(profileImageRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  await app.register(webApp);
  if (cliKey) await app.register(cliEndpoint, { key: cliKey });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
