import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { PGLITE_OPTIONS } from '../../src/db/embedded-pglite.ts';
import { users } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { COMMANDS, UsageError, type CliContext } from '../../src/cli/commands/index.ts';
import { registerCleanup } from '../cleanup.ts';
import { freshPostgresDatabase, migratedPgliteDump } from '../helper.ts';

const SLOW = 120_000;

interface Place {
  ctx: CliContext;
  dataDir: string;
  database: DatabaseHandle;
}

/** A data folder and a database of the kind under test: a fresh PostgreSQL database, or the embedded one. */
async function place(kind: 'postgres' | 'embedded', { asServer = false } = {}): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-backup-test-'));
  const pg = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
  if (kind === 'embedded') {
    const seeded = new PGlite(path.join(dataDir, 'pglite'), {
      ...PGLITE_OPTIONS,
      loadDataDir: await migratedPgliteDump(),
    });
    await seeded.waitReady;
    await seeded.close();
  }
  // As the server opens it: the embedded database in its own thread, served on the folder's socket.
  const database = await openDatabase({ databaseUrl: pg?.url, dataDir, share: asServer });
  registerCleanup(async () => {
    await database.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '' });
  return { dataDir, database, ctx: { db: database.db, config, database, cwd: dataDir } };
}

const accounts = (db: CliContext['db']) =>
  db.select({ username: users.username, hash: users.passwordHash }).from(users).orderBy(asc(users.username));

async function sourceSchool(kind: 'postgres' | 'embedded', asServer = false) {
  const source = await place(kind, { asServer });
  for (const username of ['django', 'stephane']) {
    await createAccount(source.ctx.db, {
      username,
      email: `${username}@example.com`,
      password: 'gypsy-swing-42',
      isStaff: username === 'django',
      takesLessons: false,
      subscription: 'active',
    });
  }
  const media = path.join(source.dataDir, 'media');
  fs.mkdirSync(path.join(media, 'uploads', 'pdfs'), { recursive: true });
  fs.writeFileSync(path.join(media, 'uploads', 'pdfs', 'minor-swing.pdf'), '%PDF-1.7 minor swing');
  fs.writeFileSync(path.join(media, 'intro.mp3'), Buffer.alloc(5000, 3));
  return source;
}

const kinds = [...(process.env['TEST_DATABASE_URL'] ? (['postgres'] as const) : []), 'embedded' as const];

describe.each(kinds)('backup and restore, %s database', (kind) => {
  it(
    'restores accounts, password hashes and media into a new, empty school, and refuses one that has accounts',
    async () => {
      const source = await sourceSchool(kind);
      const file = path.join(source.dataDir, 'school.tar');
      const said = await COMMANDS['backup']!.run(['school.tar'], source.ctx);
      expect(said).toMatch(
        /^Backed up the .* database and 2 media file\(s\) \(0\.0 MB\) to .*school\.tar\.$/,
      );
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
      await expect(COMMANDS['backup']!.run(['school.tar'], source.ctx)).rejects.toBeInstanceOf(UsageError);

      const target = await place(kind);
      const restored = await COMMANDS['restore']!.run([file], target.ctx);
      expect(restored).toMatch(/^Restored the .* database of \d{4}-.*; 2 media file\(s\) restored\.$/);

      // The embedded restore replaced the folder the CLI had open: reopen it, as the next command would.
      const reopened =
        kind === 'embedded' ? await openDatabase({ dataDir: target.dataDir }) : target.database;
      try {
        expect(await accounts(reopened.db)).toEqual(await accounts(source.ctx.db));
        expect((await accounts(reopened.db)).map((a) => a.username)).toEqual(['django', 'stephane']);
      } finally {
        if (reopened !== target.database) await reopened.close();
      }
      const media = path.join(target.dataDir, 'media');
      expect(fs.readFileSync(path.join(media, 'uploads', 'pdfs', 'minor-swing.pdf'), 'utf8')).toBe(
        '%PDF-1.7 minor swing',
      );
      expect(fs.readFileSync(path.join(media, 'intro.mp3')).equals(Buffer.alloc(5000, 3))).toBe(true);

      await expect(COMMANDS['restore']!.run([file], source.ctx)).rejects.toThrow(/holds 2 account\(s\)/);
    },
    SLOW,
  );
});

describe('a backup made in the running server, whose embedded database runs in a thread of its own', () => {
  it(
    'holds the accounts and restores them into a new school',
    async () => {
      const source = await sourceSchool('embedded', true);
      expect(source.database.dumpEmbedded).toBeDefined();
      const file = path.join(source.dataDir, 'school.tar');
      expect(await COMMANDS['backup']!.run(['school.tar'], source.ctx)).toMatch(
        /^Backed up the embedded database/,
      );

      const target = await place('embedded');
      await COMMANDS['restore']!.run([file], target.ctx);
      const reopened = await openDatabase({ dataDir: target.dataDir });
      try {
        expect(await accounts(reopened.db)).toEqual(await accounts(source.ctx.db));
        expect((await accounts(reopened.db)).map((a) => a.username)).toEqual(['django', 'stephane']);
      } finally {
        await reopened.close();
      }
    },
    SLOW,
  );
});

describe('restore refuses', () => {
  it(
    'a file that is no backup, and a running server',
    async () => {
      const target = await place('embedded');
      const junk = path.join(target.dataDir, 'junk.tar');
      fs.writeFileSync(junk, 'not a tar at all');
      await expect(COMMANDS['restore']!.run([junk], target.ctx)).rejects.toThrow();
      await expect(COMMANDS['restore']!.run([junk], { ...target.ctx, app: {} as never })).rejects.toThrow(
        /stop the server first/,
      );
    },
    SLOW,
  );
});
