import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/probes.ts';

export type Check = 'ok' | 'unreachable' | 'not used';

const PROBE_TIMEOUT_MS = 2000;

/** Resolves to 'unreachable' instead of failing, and gives up after two seconds (a hung server is not ready). */
async function probe(run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), PROBE_TIMEOUT_MS).unref();
  });
  try {
    return await Promise.race([run().then(() => 'ok' as const), timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** Everything this process needs to serve: the database, Redis when configured, the media storage. */
export async function readiness(app: FastifyInstance) {
  const [database, redis, storage] = await Promise.all([
    probe(() => pingDatabase(app.db)),
    app.redis ? probe(() => app.redis!.ping()) : Promise.resolve<Check>('not used'),
    // Asking for an object that does not exist still needs an answer from the storage.
    probe(() => app.storage.exists('readiness-probe')),
  ]);
  const ready = !app.lifecycle.draining && [database, redis, storage].every((c) => c !== 'unreachable');
  return {
    status: ready ? ('ready' as const) : ('not ready' as const),
    draining: app.lifecycle.draining,
    database,
    redis,
    storage,
  };
}
