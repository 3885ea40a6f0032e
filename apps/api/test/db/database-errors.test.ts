import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createPoolWatch } from '../../src/db/pool-watch.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';
import { freePort } from '../cli/processes.ts';
import { freshPostgresDatabase } from '../helper.ts';

/** A socket error as Node gives it, here not from the database (a payment provider, object storage, SMTP). */
const foreignSocketError = () =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' }),
  });

/** Only what the database gave is taken for an outage (decision 0111). */
describe('errors taken for a database outage', () => {
  it('are the pool’s own failures: a query or a transaction that cannot reach the server', async () => {
    const port = await freePort();
    const client = postgres(`postgres://postgres@127.0.0.1:${port}/none`, { max: 1, connect_timeout: 2 });
    const watched = createPoolWatch(1).watch(client);
    try {
      const query = await watched.unsafe('select 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(query)).toBe(true);
      const transaction = await watched.begin(async () => 'never').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(transaction)).toBe(true);
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it('are never a socket error of something else, however its code reads', () => {
    expect(isDatabaseUnavailable(foreignSocketError())).toBe(false);
  });
});

const pg = await freshPostgresDatabase();

describe.runIf(pg)('a transaction’s own code', () => {
  afterAll(async () => {
    await pg?.drop();
  });

  it('failing on another service’s socket is no database outage, though the transaction rolls back', async () => {
    const client = postgres(pg!.url, { max: 1, onnotice: () => {} });
    const watched = createPoolWatch(1).watch(client);
    try {
      const failed = await watched
        .begin(async (sql) => {
          await sql`select 1`;
          throw foreignSocketError();
        })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(TypeError);
      expect(isDatabaseUnavailable(failed)).toBe(false);
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
