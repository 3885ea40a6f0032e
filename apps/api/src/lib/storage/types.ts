import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType?: string;
  lastModified?: Date;
}

/** An inclusive byte range, as in HTTP and fs.createReadStream. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live. Keys are relative paths such as `courses/3/intro.mp4` (see keys.ts); the database stores
 * keys, never URLs or file-system paths.
 */
export interface Storage {
  readonly driver: string;
  put(key: string, body: Readable | Uint8Array, contentType?: string): Promise<void>;
  /** Size and type of the object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Throws StorageNotFoundError when the object does not exist. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object, in no particular order (backups, moving to another driver). */
  list(): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified?: Date;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object '${key}'.`);
  }
}
