import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app's plugins that hand dependencies to modules, by the Fastify name they register under. A module reads
 * what they decorate the app with (`app.db`, `app.mediaUrls`, `app.requireMember`…) and names them here, so that
 * Fastify refuses to start when one is missing (docs/decisions/0303-one-way-to-pass-dependencies.md).
 */
export type AppPluginName =
  | 'db' // app.config, app.db, app.mailer
  | 'storage' // app.storage, app.mediaUrls
  | 'auth' // app.accessTokens, the guards the endpoints table names (app.requireMember…), request.account
  | 'site-settings' // app.siteSettings
  | 'shared-caches' // app.sharedCaches
  | 'billing' // app.billing
  | 'background-tasks' // app.backgroundTasks
  | 'scheduler' // app.scheduler
  | 'job-queue' // app.jobQueue
  | 'rate-limit'; // app.extraRateLimit

/**
 * A module's public plugin: its routes, encapsulated (their hooks stay inside), with the app plugins it reads.
 * Every module's index.ts default-exports one, and app.ts registers it; the name is `<module>-module`.
 */
export function defineModule(
  name: string,
  dependencies: AppPluginName[],
  plugin: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return fp(plugin, { name: `${name}-module`, dependencies, encapsulate: true, fastify: '5.x' });
}

/**
 * What a module's service functions take as their first argument when they need more than the database: the app
 * decorators they use, by name (`Deps<'db' | 'mediaUrls'>`). A route passes `app` itself; a test or the CLI passes
 * an object with just those members.
 */
export type Deps<K extends keyof FastifyInstance> = Pick<FastifyInstance, K>;
