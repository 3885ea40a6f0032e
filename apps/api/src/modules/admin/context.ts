import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { MediaUrls } from '../media/index.ts';
import type { Actor } from './audit/repository.ts';

/** What an admin service needs: the database, the storage driver, the URL signer and the staff user acting. */
export interface AdminContext {
  db: Database;
  storage: Storage;
  urls: MediaUrls;
  actor: Actor;
}

/**
 * What reading an answer needs. A create reads its answer inside its own transaction, so that a failed read undoes
 * the write instead of reporting an error for a row that was stored.
 */
export type AdminReadContext = Pick<AdminContext, 'urls'> & { db: DbOrTx };

export function adminContext(app: FastifyInstance, request: FastifyRequest): AdminContext {
  return {
    db: app.db,
    storage: app.storage,
    urls: app.mediaUrls,
    actor: { id: request.user.id, username: request.user.username },
  };
}
