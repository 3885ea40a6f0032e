import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { createStorage } from '../../lib/storage/index.ts';
import {
  BACKUP_FORMAT,
  EMBEDDED_DUMP,
  MANIFEST,
  MEDIA_FOLDER,
  MEDIA_LISTING,
  POSTGRES_DUMP,
  type BackupManifest,
  type ListedObject,
} from './backup-format.ts';
import { UsageError, type CliContext, type Command } from './types.ts';

const run = promisify(execFile);

async function dumpDatabase(ctx: CliContext, folder: string): Promise<BackupManifest['database']> {
  if (ctx.config.databaseUrl) {
    // pg_dump's custom format: compressed, restorable table by table, independent of the server's version.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(folder, POSTGRES_DUMP),
      ctx.config.databaseUrl,
    ]);
    return 'postgres';
  }
  const client = (ctx.db as unknown as { $client?: PGlite }).$client;
  const dumpHere = ctx.database?.dumpEmbedded ?? (client?.dumpDataDir && (() => client.dumpDataDir('none')));
  if (!dumpHere) throw new Error('backup: the embedded database is not open in this process.');
  const dump = await dumpHere();
  fs.writeFileSync(path.join(folder, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()));
  return 'embedded';
}

/**
 * `backup <file>`: the database (pg_dump on PostgreSQL, PGlite's own dump of the embedded one) and the media (the
 * local folder's files, or a listing of the bucket, which keeps its objects itself) in one tar file. Runs inside the
 * running server or on its own; see docs/decisions/0503-backup-and-restore.md.
 */
export const backup: Command = {
  synopsis: '<file>   write the database and the media (or the bucket listing) into one backup file',
  async run(args, ctx) {
    const target = args[0];
    if (!target || args.length > 1)
      throw new UsageError('backup: give the file to write, e.g. backup school.tar');
    const file = path.resolve(ctx.cwd ?? process.cwd(), target);
    if (fs.existsSync(file)) throw new UsageError(`backup: ${file} exists already; choose a new name`);
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-backup-'));
    try {
      const database = await dumpDatabase(ctx, staging);
      const storage = createStorage(ctx.config);
      const listed: ListedObject[] = [];
      for await (const object of storage.list()) {
        listed.push({ key: object.key, size: object.size, lastModified: object.lastModified?.toISOString() });
      }
      const bytes = listed.reduce((sum, o) => sum + o.size, 0);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        database,
        media: {
          driver: ctx.config.storageDriver,
          objects: listed.length,
          bytes,
          ...(ctx.config.storageDriver === 's3' ? { bucket: ctx.config.s3.bucket } : {}),
        },
      };
      fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
      const entries = [MANIFEST, database === 'postgres' ? POSTGRES_DUMP : EMBEDDED_DUMP];
      if (ctx.config.storageDriver === 's3') {
        fs.writeFileSync(path.join(staging, MEDIA_LISTING), JSON.stringify(listed));
        entries.push(MEDIA_LISTING);
      }
      // Written beside the target and renamed: a backup file that exists is a whole one.
      const partial = `${file}.partial`;
      try {
        await tar.create({ file: partial, cwd: staging, portable: true }, entries);
        if (ctx.config.storageDriver === 'local' && listed.length > 0) {
          await tar.replace(
            { file: partial, cwd: ctx.config.dataDir, portable: true },
            listed.map((o) => path.posix.join(MEDIA_FOLDER, o.key)),
          );
        }
        fs.renameSync(partial, file);
      } catch (error) {
        fs.rmSync(partial, { force: true });
        throw error;
      }
      const mb = (bytes / 1024 / 1024).toFixed(1);
      return `Backed up the ${database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${listed.length} media file(s) (${mb} MB${ctx.config.storageDriver === 's3' ? ', listed; the bucket keeps them' : ''}) to ${file}.`;
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  },
};
