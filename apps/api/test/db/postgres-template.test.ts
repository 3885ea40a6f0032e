import fs from 'node:fs';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/embedded-template.ts';
import { freshPostgresDatabase } from '../helper.ts';

const migrations = fs.readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

async function appliedMigrations(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`;
    if (row!.count === 0) return 0;
    const [applied] = await sql<
      { count: number }[]
    >`select count(*)::int as count from drizzle.__drizzle_migrations`;
    return applied!.count;
  } finally {
    await sql.end();
  }
}

describe.skipIf(!process.env['TEST_DATABASE_URL'])('the API tests on PostgreSQL', () => {
  it('make one migrated template per run, and a file database asked for migrated is its copy', async () => {
    const template = inject('postgresTemplate');
    expect(template).toMatch(/^gjs_template_[0-9a-f]{12}$/);
    const copy = (await freshPostgresDatabase({ migrated: true }))!;
    try {
      expect(await appliedMigrations(copy.url)).toBe(migrations);
    } finally {
      await copy.drop();
    }
  });

  it('still give an empty database to a test that asks for one (a restore, a first migration)', async () => {
    const empty = (await freshPostgresDatabase())!;
    try {
      expect(await appliedMigrations(empty.url)).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
