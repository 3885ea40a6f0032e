import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export type { Storage, StoredObject, ByteRange } from './types.ts';
export { StorageNotFoundError } from './types.ts';

/** The configured storage driver: the local one keeps files in DATA_DIR/media, s3 in the configured bucket. */
export function createStorage(config: Pick<Config, 'storageDriver' | 'dataDir' | 's3'>): Storage {
  switch (config.storageDriver) {
    case 'local':
      return createLocalStorage(path.join(config.dataDir, 'media'));
    case 's3': {
      const { bucket, ...rest } = config.s3;
      if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER is s3.');
      return createS3Storage({ ...rest, bucket });
    }
  }
}
