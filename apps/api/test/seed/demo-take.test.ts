import { beforeAll, describe, expect, it } from 'vitest';
import { adminTakeListSchema, takeListSchema, type Take } from '@gjs/shared';
import { seedDemo } from '../../src/cli/seed/demo.ts';
import { DEMO_TAKE_TITLE } from '../../src/cli/seed/demo-take.ts';
import { DEMO_PASSWORD } from '../../src/cli/seed/demo-accounts.ts';
import { bearer, buildTestApp, login, type TestContext } from '../helper.ts';

// The demo student's answered take (issue 33): a fresh start shows the whole exchange on both sides.
let ctx: TestContext;
let take: Take;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemo(ctx.app.db, ctx.app.storage);
  const student = bearer((await login(ctx.app, 'student', DEMO_PASSWORD)).access);
  const list = takeListSchema.parse((await ctx.app.inject({ url: '/api/takes/', headers: student })).json());
  take = list.takes.find((t) => t.title === DEMO_TAKE_TITLE)!;
});

describe('the demo take', () => {
  it('is answered, over Swing de Berlin, with two remarks at their bars, an answer and replies', () => {
    expect(take.state).toBe('answered');
    expect(take.track?.name).toBe('Swing de Berlin');
    expect(take.media.duration_ms).toBe(12_000);
    // Bar 1 starts 1.5 s into the track, a bar lasts 4/3 s at 180 bpm.
    expect(take.remarks.map((r) => [r.time_ms, r.bar, r.chorus])).toEqual([
      [2_200, 1, 1],
      [4_250, 3, 1],
    ]);
    expect(take.answer?.mime).toBe('audio/mpeg');
    expect(take.replies.map((r) => r.from_teacher)).toEqual([true, false]);
  });

  it('plays its take and its answer through their signed links', async () => {
    for (const url of [take.media.url, take.answer!.url]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.rawPayload.length).toBeGreaterThan(10_000);
    }
  });

  it('is listed for the teacher, read and answered', async () => {
    const teacher = bearer((await login(ctx.app, 'teacher', DEMO_PASSWORD)).access);
    const list = adminTakeListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/takes/', headers: teacher })).json(),
    );
    const listed = list.takes.find((t) => t.title === DEMO_TAKE_TITLE);
    expect(listed).toMatchObject({ state: 'answered', read_by_teacher: true });
  });

  it('is seeded once', async () => {
    const again = await seedDemo(ctx.app.db, ctx.app.storage);
    expect(again.demoTakeCreated).toBe(false);
  });
});
