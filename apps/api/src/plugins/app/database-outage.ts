import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@gjs/shared';
import { createOutageGate, type OutageGate } from '../../db/outage-gate.ts';
import { errorBody } from '../../lib/error-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    databaseOutage: OutageGate;
  }
}

/** What a client is told to wait: the database usually comes back within seconds of a restart. */
export const RETRY_AFTER_SECONDS = 5;

/** The health check keeps answering its own shape; it is how operators see the outage. */
const ALWAYS_TRIED = ['/api/health'];

export function replyDatabaseUnavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
}

/**
 * While the database is known to be unreachable, API requests are answered 503 before they touch it
 * (docs/decisions/0111-database-outage-answers-503.md). The error handler reports the failures that open the gate.
 */
export default fp(
  async (app) => {
    const gate = createOutageGate(() => app.db.execute(sql`select 1`));
    app.decorate('databaseOutage', gate);
    app.addHook('onRequest', async (request, reply) => {
      if (!gate.down || !request.url.startsWith('/api/')) return;
      if (ALWAYS_TRIED.some((path) => request.url.startsWith(path))) return;
      return replyDatabaseUnavailable(reply);
    });
    app.addHook('onClose', async () => gate.close());
  },
  { name: 'database-outage', dependencies: ['db'] },
);
