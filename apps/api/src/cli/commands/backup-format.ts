import type { Config } from '../../config.ts';

/** What a backup file holds (an uncompressed tar; media are compressed formats already). */
export const BACKUP_FORMAT = 'gjs-backup-1';
export const MANIFEST = 'manifest.json';
/** pg_dump's custom format, for pg_restore. */
export const POSTGRES_DUMP = 'database.pgdump';
/** PGlite's own dump: a tarball of its data folder. */
export const EMBEDDED_DUMP = 'database.pglite.tar';
/** The local driver's files, under their keys. */
export const MEDIA_FOLDER = 'media';
/** The s3 driver's objects, listed (key, size, modified): the bucket keeps the bytes and its own versions. */
export const MEDIA_LISTING = 'media-listing.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'postgres' | 'embedded';
  media: { driver: Config['storageDriver']; objects: number; bytes: number; bucket?: string };
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified?: string;
}
