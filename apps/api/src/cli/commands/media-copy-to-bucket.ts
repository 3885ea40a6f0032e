import fs from 'node:fs';
import path from 'node:path';
import { createLocalStorage } from '../../lib/storage/local.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { isValidKey } from '../../lib/storage/keys.ts';
import { UsageError, type Command } from './index.ts';

/** Every file under `root` as a storage key (slash-separated, relative), skipping what is no valid key. */
function* keysUnder(root: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!isValidKey(key)) continue;
    if (entry.isDirectory()) yield* keysUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

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
    for (const key of keysUnder(folder)) {
      const [here, there] = await Promise.all([source.stat(key), bucket.stat(key)]);
      if (!here) continue;
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
