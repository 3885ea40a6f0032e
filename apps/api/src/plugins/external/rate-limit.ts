import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits apply per route (login, password reset, contact). Several API processes share their counters through
 * Redis when REDIS_URL is set; a single process keeps them in memory.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      // After body parsing, so that the login limit can key on the account name as well as the address.
      hook: 'preHandler',
      ...(redis ? { redis, nameSpace: 'gjs-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
