import crypto from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.ts';

/**
 * The API tests on PostgreSQL start each file's database from one migrated template, made once per run by the global
 * setup (test/global-setup.ts): `create database ... template` copies it in about a tenth of the second the
 * migrations take on a new database. The name is the run's own, so that runs side by side never share one.
 */
export async function createMigratedTemplate(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `gjs_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  // A template must have no open connection when a database is copied from it.
  await handle.close();
  return {
    name,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
