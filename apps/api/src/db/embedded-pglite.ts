import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { socketPath } from './embedded-lock.ts';
import { shareOverSocket } from './embedded-socket-server.ts';
import { keepTemplate, MIGRATIONS_FOLDER, readTemplate } from './embedded-template.ts';

// PGlite itself, apart from the server's database client (client.ts): the database thread (embedded-worker.ts) loads
// only this, not the rest of the app nor the ORM (the server's thread runs the migrations through the socket).

/** Every PGlite of the app, the tests' included: the extensions the migrations create (bundled, nothing downloaded). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/**
 * The server's embedded database is sized for a small server: PGlite's PostgreSQL otherwise keeps 128 MB of shared
 * buffers and generous work memory in a WebAssembly heap that never shrinks.
 */
export const SMALL_SERVER_CONF = [
  'shared_buffers = 16MB',
  'temp_buffers = 2MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'wal_buffers = 1MB',
];

/**
 * A new, migrated embedded database as a tarball: the kept template (embedded-template.ts), made here first when
 * there is none yet for these migrations.
 */
export async function embeddedTemplate(): Promise<Blob> {
  const kept = readTemplate();
  if (kept) return kept;
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pglite = new PGlite(PGLITE_OPTIONS);
  await pglite.waitReady;
  await migrate(drizzle({ client: pglite, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await keepTemplate(dump);
  return dump;
}

/**
 * Opens the embedded database in the data folder in this thread and serves it on the folder's socket: the body of
 * the server's database thread (embedded-worker.ts), whose process holds the folder's lock.
 */
export async function openEmbeddedHere(dataDir: string) {
  const folder = path.join(dataDir, 'pglite');
  const isNew = !fs.existsSync(path.join(folder, 'PG_VERSION'));
  const pglite = new PGlite(folder, {
    ...PGLITE_OPTIONS,
    ...(isNew ? { loadDataDir: await embeddedTemplate() } : {}),
    postgresqlconf: SMALL_SERVER_CONF,
  });
  await pglite.waitReady;
  const server = await shareOverSocket(pglite, { path: socketPath(dataDir) });
  return {
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await server.stop();
      await pglite.close();
    },
  };
}
