import type { DbOrTx } from '#db/types.ts';
import { fileKeysOfTakes } from './repository.ts';
import { partKeysOf } from './uploads.ts';

/**
 * Every stored file of an account's takes: recordings, answers and the parts of unfinished uploads. Accounts reads it
 * in the deletion's transaction, before the rows cascade away, and removes the files after the commit.
 */
export async function takeFilesOfAccount(db: DbOrTx, userId: number): Promise<string[]> {
  return [...(await fileKeysOfTakes(db, userId)), ...(await partKeysOf(db, userId))];
}
