import fs from 'node:fs';
import path from 'node:path';
import { createLocalStorage } from '../../lib/storage/local.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { UsageError, type Command } from './types.ts';

/**
 * Moving a school from the local driver to a bucket: copies each file of a local media folder (by default
 * DATA_DIR/media) to the configured bucket under the same key, streamed. An object already there with the same
 * size is left alone, so the command can be run again after an interruption.
 */
export const mediaCopyToBucket: Command = {
  synopsis: '[FOLDER]   copy a local media folder (default DATA_DIR/media) into the S3 bucket, same keys',
  async run(args, { config, cwd }) {
    if (config.storageDriver !== 's3') {
      throw new UsageError('media:copy-to-bucket: set STORAGE_DRIVER=s3 and the S3_ variables first');
    }
    const folder = path.resolve(cwd ?? process.cwd(), args[0] ?? path.join(config.dataDir, 'media'));
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
      throw new UsageError(`media:copy-to-bucket: no folder ${folder}`);
    }
    const source = createLocalStorage(folder);
    const bucket = createStorage(config);
    let copied = 0;
    let kept = 0;
    let bytes = 0;
    for await (const here of source.list()) {
      const key = here.key;
      const there = await bucket.stat(key);
      if (there?.size === here.size) {
        kept++;
        continue;
      }
      await bucket.put(key, await source.createReadStream(key));
      copied++;
      bytes += here.size;
    }
    const mb = (bytes / 1024 / 1024).toFixed(1);
    return `Copied ${copied} file(s) (${mb} MB) to bucket ${config.s3.bucket}; ${kept} already there.`;
  },
};
