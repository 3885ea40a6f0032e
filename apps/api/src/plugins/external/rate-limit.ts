import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { format } from '@lukeed/ms';
import type { Redis } from 'ioredis';
import { errorBody } from '../../lib/error-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of REDIS_URL, or undefined for a single process. */
    redis: Redis | undefined;
    /**
     * A second limit on a route that has one in its config already (the plugin runs one per request): a
     * pre-handler that counts with its own key and answers 429 like the route limits.
     */
    extraRateLimit(
      options: CreateRateLimitOptions,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const tooMany = (after: string) => ({
  statusCode: 429,
  message: `Too many attempts. Please try again in ${after}.`,
});

/**
 * Rate limits apply per route (login, registration, password reset, contact, forum writes; see
 * docs/decisions/0103-rate-limits.md). Several API processes share their counters through
 * Redis when REDIS_URL is set; a single process keeps them in memory.
 */
export default fp(
  async (app) => {
    // Loaded only when configured: a single process without Redis does not carry the client.
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      // After body parsing, so that the login limit can key on the account name as well as the address.
      hook: 'preHandler',
      ...(redis ? { redis, nameSpace: 'gjs-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => tooMany(context.after),
    });
    app.decorate('extraRateLimit', (options: CreateRateLimitOptions) => {
      const check = app.createRateLimit(options);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        // `isAllowed` only means allow-listed; a counted request is refused once `isExceeded`.
        if (result.isAllowed || !result.isExceeded) return;
        return reply
          .code(429)
          .header('retry-after', result.ttlInSeconds)
          .send(errorBody(429, tooMany(format(result.ttlInSeconds * 1000, true)).message));
      };
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
