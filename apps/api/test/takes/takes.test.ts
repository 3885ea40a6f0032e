import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TAKE_MESSAGES,
  TAKE_PART_BYTES,
  type AdminTakeList,
  type Take,
  type TakeList,
  type TakeUpload,
} from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { deleteAccount } from '../../src/modules/accounts/index.ts';
import { takes } from '../../src/db/schema/index.ts';
import { person, putPart, sendTake, track, upload, wav } from './support.ts';

let ctx: TestContext;
type Who = Awaited<ReturnType<typeof person>>;
let lena: Who, paulo: Who, member: Who, teacher: Who;
let trackId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  lena = await person(ctx, 'lena', { takesLessons: true });
  paulo = await person(ctx, 'paulo', { takesLessons: true });
  member = await person(ctx, 'member');
  teacher = await person(ctx, 'teacher', { isStaff: true });
  trackId = await track(ctx);
});

const keysOf = async (id: number) => {
  const [row] = await ctx.app.db.select().from(takes).where(eq(takes.id, id));
  return row ? [row.media, ...(row.answerMedia ? [row.answerMedia] : [])] : [];
};

describe('a take sent by a student', () => {
  it('is stored from its parts, checked on its bytes, listed with its track and told to the teachers', async () => {
    ctx.mail.length = 0;
    const take = await sendTake(ctx, lena.headers, {
      backing_track_id: trackId,
      played_tempo: 120,
      played_key: 'Am',
      offset_ms: 2000,
    });
    expect(take).toMatchObject({
      title: 'Minor Swing, chorus 1',
      state: 'sent',
      read_by_teacher: false,
      media: { mime: 'audio/wav', duration_ms: 1000 },
      track: { name: 'Minor Swing', bars_per_chorus: 4, repetitions: 2 },
      offset_ms: 2000,
      remarks: [],
      answer: null,
    });
    expect(take.media.url).toMatch(/^\/api\/media\/takes\/\d+\/[\w-]+\.wav\?exp=\d+&sig=/);
    const list = await ctx.app.inject({ url: '/api/takes/', headers: lena.headers });
    expect(list.json<TakeList>().takes.map((t) => t.id)).toContain(take.id);
    expect(list.json<TakeList>().used_bytes).toBe(take.media.size);
    expect(ctx.mail.map((m) => m.to)).toEqual(['teacher@example.com']);
    expect(ctx.mail[0]!.subject).toBe('New take from lena: Minor Swing, chorus 1');
  });

  it('resumes after a dropped connection: a short part is refused, the status names what is missing', async () => {
    const file = wav(300); // 4.8 MB: two parts
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/take-uploads/',
      headers: lena.headers,
      payload: { size: file.length },
    });
    const { id, parts } = start.json<TakeUpload>();
    expect(parts).toBe(2);
    const cut = await putPart(ctx, lena.headers, id, 0, file.subarray(0, 1000));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ message: TAKE_MESSAGES.partSize, code: 'take_part_size' });
    expect((await putPart(ctx, lena.headers, id, 1, file.subarray(TAKE_PART_BYTES))).statusCode).toBe(200);
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: lena.headers,
      payload: { upload_id: id, title: 'Long', duration_ms: 300000 },
    });
    expect(early.json()).toMatchObject({ message: TAKE_MESSAGES.incomplete });
    const status = await ctx.app.inject({ url: `/api/take-uploads/${id}/`, headers: lena.headers });
    expect(status.json<TakeUpload>().received).toEqual([1]);
    expect((await putPart(ctx, lena.headers, id, 0, file.subarray(0, TAKE_PART_BYTES))).statusCode).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: lena.headers,
      payload: { upload_id: id, title: 'Long', duration_ms: 1 },
    });
    expect(sent.statusCode).toBe(201);
    // The container's own length wins over the one the browser stated.
    expect(sent.json<Take>().media).toMatchObject({ duration_ms: 300000, size: file.length });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/takes/${sent.json<Take>().id}/`,
      headers: lena.headers,
    });
  });

  it('refuses a file that is not a recording, one longer than 15 minutes and one larger than 500 MB, clearly', async () => {
    const text = await upload(ctx, lena.headers, Buffer.from('%PDF-1.7 not a recording at all '.repeat(50)));
    const notMedia = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: lena.headers,
      payload: { upload_id: text, title: 'x', duration_ms: 1000 },
    });
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json()).toMatchObject({ message: TAKE_MESSAGES.notMedia, code: 'take_not_media' });

    const long = await upload(ctx, lena.headers, wav(16 * 60, 8));
    const tooLong = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: lena.headers,
      payload: { upload_id: long, title: 'x', duration_ms: 1000 },
    });
    expect(tooLong.json()).toMatchObject({ message: TAKE_MESSAGES.tooLong });

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/take-uploads/',
      headers: lena.headers,
      payload: { size: 501 * 1024 ** 2 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain(TAKE_MESSAGES.tooLarge);
  });
});

describe('who sees a take', () => {
  let take: Take;
  beforeAll(async () => {
    take = await sendTake(ctx, lena.headers);
  });

  it('answers another student 404 for the take, its upload and its deletion, and a member without lessons 403', async () => {
    for (const [method, url] of [
      ['GET', `/api/takes/${take.id}/`],
      ['DELETE', `/api/takes/${take.id}/`],
      ['POST', `/api/takes/${take.id}/replies/`],
    ] as const) {
      const other = await ctx.app.inject({
        method,
        url,
        headers: paulo.headers,
        ...(method === 'POST' ? { payload: { text: 'hi' } } : {}),
      });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json().message).toBe(TAKE_MESSAGES.notFound);
      const outsider = await ctx.app.inject({
        method,
        url,
        headers: member.headers,
        ...(method === 'POST' ? { payload: { text: 'hi' } } : {}),
      });
      expect(outsider.statusCode).toBe(403);
    }
    // A missing take answers exactly as another's: nothing tells them apart.
    const missing = await ctx.app.inject({ url: '/api/takes/999999/', headers: paulo.headers });
    expect(missing.json()).toEqual(
      (await ctx.app.inject({ url: `/api/takes/${take.id}/`, headers: paulo.headers })).json(),
    );
    const list = await ctx.app.inject({ url: '/api/takes/', headers: paulo.headers });
    expect(list.json<TakeList>().takes).toEqual([]);
    // Nor are another's uploads reachable.
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/take-uploads/',
      headers: lena.headers,
      payload: { size: 10 },
    });
    const id = start.json<TakeUpload>().id;
    expect(
      (await ctx.app.inject({ url: `/api/take-uploads/${id}/`, headers: paulo.headers })).statusCode,
    ).toBe(404);
    expect((await putPart(ctx, paulo.headers, id, 0, Buffer.alloc(10))).statusCode).toBe(404);
  });

  it('keeps the remarks for the teacher: a student cannot reach the console calls', async () => {
    for (const who of [lena, paulo, member]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/takes/${take.id}/remarks/`,
        headers: who.headers,
        payload: { time_ms: 10, text: 'x' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the teacher', () => {
  it('sees new takes unread, adds remarks at their bars, answers with a recording and marks the take answered', async () => {
    const take = await sendTake(ctx, paulo.headers, {
      backing_track_id: trackId,
      played_tempo: 240,
      offset_ms: 1000,
    });
    const before = await ctx.app.inject({ url: '/api/admin/takes/', headers: teacher.headers });
    const list = before.json<AdminTakeList>();
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect(list.takes[0]).toMatchObject({
      id: take.id,
      read_by_teacher: false,
      student: { username: 'paulo' },
    });

    const opened = await ctx.app.inject({ url: `/api/admin/takes/${take.id}/`, headers: teacher.headers });
    expect(opened.json<Take>().read_by_teacher).toBe(true);
    const after = await ctx.app.inject({ url: '/api/admin/takes/', headers: teacher.headers });
    expect(after.json<AdminTakeList>().unread).toBe(list.unread - 1);

    // Played at double speed from 1 s into the take: the first bar starts 1 s + 0.25 s, a bar lasts 1 s.
    const remark = (time_ms: number, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/takes/${take.id}/remarks/`,
        headers: teacher.headers,
        payload: { time_ms, text },
      });
    expect((await remark(900, 'Before the track')).statusCode).toBe(200);
    const last = (await remark(700, 'Count-in')).json<Take>();
    expect(last.remarks.map((r) => [r.time_ms, r.bar, r.chorus])).toEqual([
      [700, null, null],
      [900, null, null],
    ]);
    const late = await remark(5000, 'after the end');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(`time_ms: ${TAKE_MESSAGES.afterEnd}`);

    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/answered/`,
      headers: paulo.headers,
    });
    expect(early.statusCode).toBe(403);

    const answerUpload = await upload(ctx, teacher.headers, wav(0.5), '/api/admin/takes');
    const answered = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/takes/${take.id}/answer/`,
      headers: teacher.headers,
      payload: { upload_id: answerUpload, duration_ms: 500 },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<Take>().answer).toMatchObject({ mime: 'audio/wav', duration_ms: 500 });

    ctx.mail.length = 0;
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/answered/`,
      headers: teacher.headers,
    });
    expect(done.json<Take>().state).toBe('answered');
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]).toMatchObject({
      to: 'paulo@example.com',
      subject: 'Your teacher answered your take "Minor Swing, chorus 1"',
    });

    const seen = await ctx.app.inject({ url: `/api/takes/${take.id}/`, headers: paulo.headers });
    expect(seen.json<Take>()).toMatchObject({ state: 'answered', answer: { mime: 'audio/wav' } });
    expect(seen.json<Take>().remarks).toHaveLength(2);
  });

  it('computes the bar from the track the take was played over', async () => {
    // The track starts with the take (offset 0), played at 240 bpm, twice its own tempo: its first bar (0.5 s into
    // its audio) from 0.25 s of the take, each bar 1 s long.
    const take = await sendTake(
      ctx,
      paulo.headers,
      { backing_track_id: trackId, played_tempo: 240, offset_ms: 0 },
      3,
    );
    const add = (time_ms: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/takes/${take.id}/remarks/`,
        headers: teacher.headers,
        payload: { time_ms, text: `at ${time_ms}` },
      });
    await add(200);
    await add(300);
    await add(1300);
    const final = (await add(2300)).json<Take>();
    expect(final.remarks.map((r) => [r.time_ms, r.bar, r.chorus])).toEqual([
      [200, null, null],
      [300, 1, 1],
      [1300, 2, 1],
      [2300, 3, 1],
    ]);
  });
});

describe('deleting', () => {
  it('a take removes its files from the storage', async () => {
    const take = await sendTake(ctx, lena.headers);
    const keys = await keysOf(take.id);
    expect(await ctx.app.storage.exists(keys[0]!)).toBe(true);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/takes/${take.id}/`,
      headers: lena.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await ctx.app.storage.exists(keys[0]!)).toBe(false);
    expect((await ctx.app.inject({ url: `/api/takes/${take.id}/`, headers: lena.headers })).statusCode).toBe(
      404,
    );
  });

  it('the account removes its takes, their answers and its unfinished uploads from the storage', async () => {
    const gone = await person(ctx, 'gone', { takesLessons: true });
    const take = await sendTake(ctx, gone.headers);
    const answerUpload = await upload(ctx, teacher.headers, wav(0.5), '/api/admin/takes');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/takes/${take.id}/answer/`,
      headers: teacher.headers,
      payload: { upload_id: answerUpload, duration_ms: 500 },
    });
    const keys = await keysOf(take.id);
    expect(keys).toHaveLength(2);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/take-uploads/',
      headers: gone.headers,
      payload: { size: 10 },
    });
    const pending = start.json<TakeUpload>().id;
    await putPart(ctx, gone.headers, pending, 0, Buffer.alloc(10));
    const partKey = `takes/parts/${pending}/0`;
    expect(await ctx.app.storage.exists(partKey)).toBe(true);

    await deleteAccount(ctx.app, gone.id);
    for (const key of [...keys, partKey]) expect(await ctx.app.storage.exists(key), key).toBe(false);
    expect(await ctx.app.db.select().from(takes).where(eq(takes.userId, gone.id))).toEqual([]);
  });
});

describe('the quota', () => {
  it('refuses an upload past the student’s storage with a clear message', async () => {
    const small = await buildTestApp({ TAKES_QUOTA_MB: '1' });
    const student = await person(small, 'quota', { takesLessons: true });
    const first = await sendTake(small, student.headers);
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/take-uploads/',
      headers: student.headers,
      payload: { size: 1024 ** 2 - first.media.size + 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'Your storage for takes is full (1 MB). Delete an older take to send a new one.',
      code: 'take_quota',
    });
  });
});

describe('"Download my data"', () => {
  it('lists the student’s takes with the remarks and replies, the files by link', async () => {
    const take = await sendTake(ctx, lena.headers);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/remarks/`,
      headers: teacher.headers,
      payload: { time_ms: 500, text: 'Swing the eighths' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/takes/${take.id}/replies/`,
      headers: lena.headers,
      payload: { text: 'Like this?' },
    });
    const res = await ctx.app.inject({ url: '/api/profile/my-data/', headers: lena.headers });
    const mine = res.json<{ takes: Array<Record<string, unknown>> }>().takes.find((t) => t['id'] === take.id);
    expect(mine).toMatchObject({
      title: take.title,
      remarks: [{ time_ms: 500, text: 'Swing the eighths' }],
      replies: [{ from_teacher: false, text: 'Like this?' }],
    });
    expect(mine!['recording_url']).toMatch(/\/api\/media\/takes\//);
  });
});
