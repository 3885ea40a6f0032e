import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { countAccounts } from '../../modules/accounts/index.ts';
import { createLocalStorage } from '../../lib/storage/local.ts';
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

async function accountCount(ctx: CliContext): Promise<number> {
  return countAccounts(ctx.db);
}

async function restoreDatabase(ctx: CliContext, manifest: BackupManifest, staging: string) {
  const here = ctx.config.databaseUrl ? 'postgres' : 'embedded';
  if (manifest.database !== here) {
    throw new UsageError(
      `restore: the backup holds ${manifest.database === 'postgres' ? 'a PostgreSQL' : 'an embedded'} database; ` +
        (here === 'postgres'
          ? 'unset DATABASE_URL to restore it'
          : 'set DATABASE_URL to a new PostgreSQL database'),
    );
  }
  const accounts = await accountCount(ctx);
  if (accounts > 0) {
    throw new UsageError(
      `restore: the ${here === 'postgres' ? 'database at DATABASE_URL' : 'embedded database in DATA_DIR'} holds ` +
        `${accounts} account(s); restore into a new, empty one`,
    );
  }
  if (here === 'postgres') {
    // The empty target was migrated when the CLI opened it: --clean replaces those tables with the backup's.
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      ctx.config.databaseUrl!,
      path.join(staging, POSTGRES_DUMP),
    ]);
    return;
  }
  // The embedded database is a folder: close the empty one, then start its successor from the backup's dump.
  await ctx.database?.close();
  const folder = path.join(ctx.config.dataDir, 'pglite');
  fs.rmSync(folder, { recursive: true, force: true });
  const dump = new Blob([fs.readFileSync(path.join(staging, EMBEDDED_DUMP))]);
  const [{ PGlite }, { PGLITE_OPTIONS }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../../db/embedded-pglite.ts'),
  ]);
  const restored = new PGlite(folder, { ...PGLITE_OPTIONS, loadDataDir: dump });
  await restored.waitReady;
  await restored.close();
}

/** Puts the backup's media files into the configured storage (local folder or bucket), or checks the listing. */
async function restoreMedia(ctx: CliContext, manifest: BackupManifest, staging: string) {
  const storage = createStorage(ctx.config);
  if (manifest.media.driver === 's3') {
    const listed = JSON.parse(fs.readFileSync(path.join(staging, MEDIA_LISTING), 'utf8')) as ListedObject[];
    let missing = 0;
    for (const object of listed) if ((await storage.stat(object.key))?.size !== object.size) missing++;
    return missing
      ? `${missing} of ${listed.length} listed media object(s) are missing from the storage`
      : `all ${listed.length} listed media object(s) are in the storage`;
  }
  const folder = path.join(staging, MEDIA_FOLDER);
  if (!fs.existsSync(folder)) return 'no media files';
  const source = createLocalStorage(folder);
  let count = 0;
  for await (const object of source.list()) {
    await storage.put(object.key, await source.createReadStream(object.key));
    count++;
  }
  return `${count} media file(s) restored`;
}

/**
 * `restore <file>`: a backup of `backup` into a new, empty database of the same kind and the configured storage.
 * It refuses a database that holds accounts, and a running server (stop it first). See
 * docs/decisions/0503-backup-and-restore.md.
 */
export const restore: Command = {
  synopsis: '<file>   restore a backup into a new, empty database (stop the server first)',
  async run(args, ctx) {
    const source = args[0];
    if (!source || args.length > 1)
      throw new UsageError('restore: give the backup file, e.g. restore school.tar');
    if (ctx.app) throw new UsageError('restore: stop the server first; it runs on this data folder');
    const file = path.resolve(ctx.cwd ?? process.cwd(), source);
    if (!fs.existsSync(file)) throw new UsageError(`restore: no file ${file}`);
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-restore-'));
    try {
      await tar.extract({ file, cwd: staging, strict: true });
      const manifestFile = path.join(staging, MANIFEST);
      const manifest = fs.existsSync(manifestFile)
        ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest)
        : undefined;
      if (manifest?.format !== BACKUP_FORMAT)
        throw new UsageError(`restore: ${file} is no backup of this school`);
      await restoreDatabase(ctx, manifest, staging);
      const media = await restoreMedia(ctx, manifest, staging);
      return `Restored the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database of ${manifest.createdAt}; ${media}.`;
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  },
};
