import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, InvalidStorageKeyError, isValidKey } from './keys.ts';
import { contentTypeFor } from './content-types.ts';
import {
  StorageNotFoundError,
  type ByteRange,
  type ListedObject,
  type Storage,
  type StoredObject,
} from './types.ts';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under one root folder (DATA_DIR/media). Besides the key whitelist, every path is resolved and checked to stay
 * inside the root, and reads follow symbolic links only when their target is inside the root as well.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  fs.mkdirSync(root, { recursive: true });
  const realRoot = fs.realpathSync(root);

  function resolve(key: string): string {
    assertValidKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError();
    return file;
  }

  /** The real path of an existing file inside the root, or undefined. */
  async function existingFile(key: string): Promise<{ file: string; stats: fs.Stats } | undefined> {
    const file = resolve(key);
    try {
      const real = await fsp.realpath(file);
      if (!real.startsWith(realRoot + path.sep)) return undefined;
      const stats = await fsp.stat(real);
      return stats.isFile() ? { file: real, stats } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 'local',

    async put(key, body) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so that a reader never sees half a file. The leading dot makes the
      // temporary name an invalid key: it can never be served.
      const tmp = path.join(path.dirname(file), `.upload-${crypto.randomUUID()}`);
      try {
        const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
        await pipeline(source, fs.createWriteStream(tmp, { mode: 0o640 }));
        await fsp.rename(tmp, file);
      } catch (error) {
        await fsp.rm(tmp, { force: true });
        throw error;
      }
    },

    async stat(key): Promise<StoredObject | undefined> {
      const found = await existingFile(key);
      if (!found) return undefined;
      return { size: found.stats.size, contentType: contentTypeFor(key), lastModified: found.stats.mtime };
    },

    async createReadStream(key, range?: ByteRange) {
      const found = await existingFile(key);
      if (!found) throw new StorageNotFoundError(key);
      return fs.createReadStream(found.file, range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },

    async exists(key) {
      return (await existingFile(key)) !== undefined;
    },

    async *list(): AsyncIterable<ListedObject> {
      // Only what is a valid key: temporary uploads (leading dot) and strays stay out, as they can never be served.
      async function* walk(prefix: string): AsyncIterable<ListedObject> {
        const entries = await fsp.readdir(prefix ? path.join(root, ...prefix.split('/')) : root, {
          withFileTypes: true,
        });
        for (const entry of entries) {
          const key = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (!isValidKey(key)) continue;
          if (entry.isDirectory()) yield* walk(key);
          else if (entry.isFile()) {
            const stats = await fsp.stat(path.join(root, ...key.split('/')));
            yield { key, size: stats.size, lastModified: stats.mtime };
          }
        }
      }
      yield* walk('');
    },
  };
}
