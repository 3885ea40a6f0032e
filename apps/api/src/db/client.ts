import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import * as schema from './schema/index.ts';
import type { Database } from './types.ts';
import { acquireLock, readLockOwner, socketPath } from './embedded-lock.ts';
import { waitForPostgres } from './wait-for-postgres.ts';
import { alwaysPrepared } from './always-prepared.ts';
import { configuredPoolSize } from './pool-size.ts';
import { createPoolWatch, type PoolState } from './pool-watch.ts';
import { MIGRATIONS_FOLDER } from './embedded-template.ts';
import { startEmbeddedWorker, type EmbeddedWorker } from './embedded-in-worker.ts';

const MIGRATION_LOCK_KEY = 727_061_910;

/**
 * Where the database is and how this process reaches it: PostgreSQL; the embedded database opened in this thread
 * (`embedded`, the CLI without a server) or in this process's database thread (`embedded-thread`, the server); the
 * running server's embedded database through its socket (`embedded-shared`, the CLI beside it); in memory (tests).
 */
export type DatabaseKind = 'postgres' | 'embedded' | 'embedded-thread' | 'embedded-shared' | 'memory';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The embedded database in PGlite's dump format, where this process holds it in its database thread. */
  dumpEmbedded?: () => Promise<Blob>;
  /** What the connection pool is doing, where this process reaches its database through one (PostgreSQL driver). */
  poolState?: () => PoolState;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means an in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /** The server shares an embedded database over a socket so that the CLI can reach it while it runs. */
  share?: boolean;
  migrate?: boolean;
  /** How long to wait for PostgreSQL at `databaseUrl` to answer before giving up (0: one try). */
  connectTimeoutMs?: number;
  /** Connections this process keeps to PostgreSQL at most; by default the configured DATABASE_POOL_SIZE. */
  poolSize?: number;
  /** Told once when PostgreSQL does not answer at first and the wait begins. */
  onWaiting?: (message: string) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;

/**
 * While PostgreSQL is away a query must fail fast instead of waiting (docs/decisions/0111): a connection attempt
 * gives up after 5 s, and a closed connection is tried again after 0.1 s rather than after the driver's growing
 * back-off (up to 20 s), which kept requests waiting long after the database was back. A stopped server refuses at
 * once; the limit only bounds a host that does not answer, and is long enough that a busy machine's slow connect
 * is not taken for an outage.
 */
const POOL_TIMEOUTS = { connect_timeout: 5, backoff: () => 0.1 };

function openPostgres(url: string | { path: string }, kind: DatabaseKind, poolSize: number) {
  const pool = createPoolWatch(poolSize);
  const client =
    typeof url === 'string'
      ? postgres(url, { max: poolSize, onnotice: () => {}, ...POOL_TIMEOUTS, ...pool.driverOptions })
      : postgres({
          path: url.path,
          max: poolSize,
          onnotice: () => {},
          database: 'template1',
          user: 'postgres',
          ...pool.driverOptions,
        });
  const db = drizzlePostgres({
    client: alwaysPrepared(pool.watch(client)),
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return { db, kind, client, poolState: pool.state, close: () => client.end({ timeout: 5 }) };
}

async function migrateWithLock(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'embedded-thread') {
    // The server's embedded database, reached over its socket with the PostgreSQL driver; one process holds it.
    await migratePostgres(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else if (handle.kind === 'postgres') {
    // Several API processes may start at once against one PostgreSQL: only one migrates at a time.
    await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePostgres(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * The embedded database's WebAssembly is compiled by V8's baseline compiler only. V8 otherwise compiles all of
 * PostgreSQL a second time with its optimising compiler in the background: on a small server that took seconds of
 * both cores at start and about 35 MB more memory, for queries that are rarely the API's bottleneck. Set before the
 * first module is compiled; it applies to the whole process, which compiles no other WebAssembly worth optimising.
 */
function compileWebAssemblyForSmallServer() {
  v8.setFlagsFromString('--liftoff-only');
}

/** The embedded database opened in this thread: in memory (tests), or a data folder nobody else holds (the CLI). */
async function openEmbedded(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? acquireLock(dataDir, false) : () => {};
  if (dataDir) compileWebAssemblyForSmallServer();
  const folder = dataDir && path.join(dataDir, 'pglite');
  const isNew = !folder || !fs.existsSync(path.join(folder, 'PG_VERSION'));
  // PGlite and its ORM driver load only here: the server, whose database runs in its own thread, never needs them.
  const [{ PGlite }, { drizzle: drizzlePglite }, { embeddedTemplate, PGLITE_OPTIONS, SMALL_SERVER_CONF }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('./embedded-pglite.ts'),
    ]);
  const options = { ...PGLITE_OPTIONS, ...(isNew ? { loadDataDir: await embeddedTemplate() } : {}) };
  const pglite = folder
    ? new PGlite(folder, { ...options, postgresqlconf: SMALL_SERVER_CONF })
    : new PGlite(options);
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: dataDir ? 'embedded' : 'memory',
    // Once only: a command that replaced the data folder (restore) closes it before the CLI's own close.
    close: once(async () => {
      await pglite.close();
      release();
    }),
  };
}

/**
 * The server's embedded database: PGlite runs in a thread of its own and serves the data folder's socket, which this
 * thread reaches with the PostgreSQL driver, a pool of connections as on PostgreSQL. Its queries then no longer hold
 * the server's event loop, and they use the machine's second core.
 * docs/decisions/0013-the-embedded-database-in-a-worker.md
 */
async function openEmbeddedInWorker(dataDir: string, poolSize: number): Promise<DatabaseHandle> {
  const release = acquireLock(dataDir, true);
  compileWebAssemblyForSmallServer();
  let worker: EmbeddedWorker;
  try {
    worker = await startEmbeddedWorker({ dataDir });
  } catch (error) {
    release();
    throw error;
  }
  const { client: _client, ...handle } = openPostgres(
    { path: socketPath(dataDir) },
    'embedded-thread',
    poolSize,
  );
  return {
    ...handle,
    dumpEmbedded: () => worker.dump(),
    close: once(async () => {
      await handle.close();
      await worker.close();
      release();
    }),
  };
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded database in the data folder, reached through the running
 * server's socket when the server holds it, or opened directly when nobody does.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? configuredPoolSize();
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    const { client, ...postgresHandle } = openPostgres(options.databaseUrl, 'postgres', poolSize);
    handle = postgresHandle;
    try {
      await waitForPostgres(
        client,
        options.databaseUrl,
        options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        options.onWaiting ?? ((message) => console.error(message)),
      );
    } catch (error) {
      await handle.close();
      throw error;
    }
  } else if (options.dataDir && !options.share && readLockOwner(options.dataDir)?.shared) {
    handle = openPostgres({ path: socketPath(options.dataDir) }, 'embedded-shared', 1);
  } else if (options.dataDir && options.share) {
    handle = await openEmbeddedInWorker(options.dataDir, poolSize);
  } else {
    handle = await openEmbedded(options.dataDir);
  }
  try {
    if (options.migrate !== false && handle.kind !== 'embedded-shared') await migrateWithLock(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
