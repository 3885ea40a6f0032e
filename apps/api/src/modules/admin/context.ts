import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../core/module.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from './audit/repository.ts';

/**
 * What an admin service needs: the app decorators it uses (the database, the storage driver, the URL signer, and
 * `Extra` where a service needs more) and the staff user acting.
 */
export type AdminContext<Extra extends keyof FastifyInstance = never> = Deps<
  'db' | 'storage' | 'mediaUrls' | 'jobQueue' | Extra
> & { actor: Actor };

/**
 * What reading an answer needs. A create reads its answer inside its own transaction, so that a failed read undoes
 * the write instead of reporting an error for a row that was stored.
 */
export type AdminReadContext = Pick<AdminContext, 'mediaUrls'> & { db: DbOrTx };

export function adminContext(app: FastifyInstance, request: FastifyRequest): AdminContext {
  return {
    db: app.db,
    storage: app.storage,
    mediaUrls: app.mediaUrls,
    jobQueue: app.jobQueue,
    actor: { id: request.user.id, username: request.user.username },
  };
}
