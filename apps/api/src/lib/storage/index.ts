import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { Storage } from './types.ts';

export type { Storage, StoredObject, ByteRange } from './types.ts';
export { StorageNotFoundError } from './types.ts';

/** The configured storage driver; the local one keeps files in DATA_DIR/media. */
export function createStorage(config: Pick<Config, 'storageDriver' | 'dataDir'>): Storage {
  switch (config.storageDriver) {
    case 'local':
      return createLocalStorage(path.join(config.dataDir, 'media'));
  }
}
