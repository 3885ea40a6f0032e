import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@gjs/shared';
import { createOutageGate } from '../../db/outage-gate.ts';
import { pingDatabase } from '../../db/probes.ts';
import { failedStatement, unavailableCode } from '../../db/unavailable.ts';
import { errorBody } from '../../lib/error-body.ts';

export interface DatabaseOutage {
  /** True from the first failure seen until a probe gets an answer again. */
  readonly down: boolean;
  /** Told of a failure that means the database could not be reached; the one that shuts the gate is logged. */
  noticed(error: unknown, log: FastifyBaseLogger): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    databaseOutage: DatabaseOutage;
  }
}

/** Shown of the failed statement in the log: enough to name it, never its values (they are not in the text). */
const STATEMENT_SHOWN = 200;

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
    const gate = createOutageGate(() => pingDatabase(app.db));
    app.decorate('databaseOutage', {
      get down() {
        return gate.down;
      },
      noticed(error, log) {
        if (!gate.noticed()) return;
        // Every closure names its cause, so that an outage nobody expected can be told from a real one.
        log.warn(
          {
            event: 'database-gate-closed',
            code: unavailableCode(error),
            statement: failedStatement(error)?.slice(0, STATEMENT_SHOWN),
            database: app.database.kind,
            pool: app.database.poolState(),
          },
          'database unavailable: API requests are answered 503 until it answers again',
        );
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!gate.down || !request.url.startsWith('/api/')) return;
      if (ALWAYS_TRIED.some((path) => request.url.startsWith(path))) return;
      return replyDatabaseUnavailable(reply);
    });
    app.addHook('onClose', async () => gate.close());
  },
  { name: 'database-outage', dependencies: ['db'] },
);
