import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { person, upload, wav } from './support.ts';

// Uploads in parts left unfinished for more than three days are removed by a scheduled job (decision 0632): their
// parts leave the storage and their rows the quota. A recent upload stays, so that it can still resume.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

const partKeys = (id: string) => [`takes/parts/${id}/0`];
const uploadIds = async () =>
  (await queryRows<{ id: string }>(ctx.app.db, sql`select id from take_uploads order by id`)).map(
    (r) => r.id,
  );

describe('the cleanup of abandoned take uploads', () => {
  it('removes uploads started more than three days ago, parts and rows, and keeps recent ones', async () => {
    const student = await person(ctx, 'gaby', { takesLessons: true });
    const old = await upload(ctx, student.headers, wav(1));
    const recent = await upload(ctx, student.headers, wav(1));
    await ctx.app.db.execute(
      sql`update take_uploads set created_at = now() - interval '4 days' where id = ${old}`,
    );
    for (const key of [...partKeys(old), ...partKeys(recent)])
      expect(await ctx.app.storage.exists(key)).toBe(true);

    await ctx.app.scheduler.tick(new Date());

    expect(await uploadIds()).toEqual([recent]);
    expect(await ctx.app.storage.exists(partKeys(old)[0]!)).toBe(false);
    expect(await ctx.app.storage.exists(partKeys(recent)[0]!)).toBe(true);
    const status = await ctx.app.inject({ url: `/api/take-uploads/${old}/`, headers: student.headers });
    expect(status.statusCode).toBe(404);
  });
});
