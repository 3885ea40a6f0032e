import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { configuredPoolSize, DEFAULT_POOL_SIZE } from '../../src/db/pool-size.ts';
import { freshPostgresDatabase } from '../helper.ts';

/**
 * A process that opens the database without naming a pool size keeps the configured one, DATABASE_POOL_SIZE
 * (docs/decisions/0012-a-pool-sized-to-the-cores.md), not the default for the cores whatever the configuration says.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the configured pool size', () => {
  it('is DATABASE_POOL_SIZE when set, the default for the cores otherwise', () => {
    expect(configuredPoolSize({ DATABASE_POOL_SIZE: '3' })).toBe(3);
    expect(configuredPoolSize({ DATABASE_POOL_SIZE: '' })).toBe(DEFAULT_POOL_SIZE);
    expect(configuredPoolSize({})).toBe(DEFAULT_POOL_SIZE);
  });

  it('refuses a pool below two, as the configuration does', () => {
    expect(() => configuredPoolSize({ DATABASE_POOL_SIZE: '1' })).toThrow(/>=2/);
  });
});

const pg = await freshPostgresDatabase();
describe.runIf(pg)('a database opened without a pool size (PostgreSQL)', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await pg?.drop();
  });

  it('keeps at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
    const size = DEFAULT_POOL_SIZE === 3 ? 2 : 3;
    vi.stubEnv('DATABASE_POOL_SIZE', String(size));
    handle = await openDatabase({ databaseUrl: pg!.url, migrate: false });
    const { db } = handle;
    const backends = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const rows = (await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)) as unknown as {
          pid: number;
        }[];
        return rows[0]!.pid;
      }),
    );
    expect(new Set(backends).size).toBe(size);
  });
});
