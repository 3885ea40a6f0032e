import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { privateLessonListSchema, type PrivateLesson } from '@gjs/shared';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import {
  privateLessonSections,
  privateLessonStudents,
  privateLessons,
  users,
} from '../../src/db/schema/index.ts';

const PASSWORD = 'swing-manouche';
let ctx: TestContext;
const headers: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};

async function user(username: string, takesLessons: boolean, extra: { isStaff?: boolean } = {}) {
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: 'active',
    takesLessons,
    ...extra,
  });
  ids[username] = id;
  headers[username] = bearer((await login(ctx.app, username, PASSWORD)).access);
}

async function lesson(
  name: string,
  students: string[],
  sections: { text: string; video?: string; pdf?: string }[],
) {
  const [row] = await ctx.app.db.insert(privateLessons).values({ name }).returning();
  // Inserted in reverse to prove the answer follows `position`, not insertion order.
  for (const [i, s] of [...sections.entries()].reverse()) {
    await ctx.app.db.insert(privateLessonSections).values({
      lessonId: row!.id,
      position: i + 1,
      text: s.text,
      video: s.video ?? null,
      pdf: s.pdf ?? null,
    });
  }
  for (const s of students)
    await ctx.app.db.insert(privateLessonStudents).values({ lessonId: row!.id, userId: ids[s]! });
  return row!.id;
}

const get = (who?: string) =>
  ctx.app.inject({ url: '/api/private-lessons/', ...(who ? { headers: headers[who] } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp();
  await user('lena', true);
  await user('paulo', true);
  await user('nolessons', false);
  await user('staffer', false, { isStaff: true });
  await user('newstudent', true);
  await ctx.app.storage.put('lessons/1/warm-up.mp4', Buffer.from('fake mp4 bytes'));
  await ctx.app.storage.put('lessons/1/exercise.pdf', Buffer.from('%PDF-1.4 fake'));
  await lesson(
    'Lesson 1 - Warm-up',
    ['lena'],
    [
      { text: 'Watch the warm-up.', video: 'lessons/1/warm-up.mp4' },
      { text: 'Homework.', pdf: 'lessons/1/exercise.pdf' },
      { text: 'Just text.' },
    ],
  );
  await lesson("Paulo's secret lesson", ['paulo'], [{ text: 'Only for Paulo.' }]);
  await lesson('Shared group lesson', ['lena', 'paulo'], [{ text: 'For both.' }]);
});

describe('GET /api/private-lessons/ access (decision 0405)', () => {
  it('answers 401 with an error field to anonymous callers', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Authentication credentials were not provided.');
  });

  it('answers 403 with an error field without takes_lessons, staff included', async () => {
    for (const who of ['nolessons', 'staffer']) {
      const res = await get(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You do not have access to private lessons.');
    }
  });

  it('answers 403 as soon as the flag is switched off', async () => {
    await user('formerstudent', true);
    expect((await get('formerstudent')).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ takesLessons: false }).where(eq(users.id, ids['formerstudent']!));
    ctx.app.accountCache.invalidate(); // a write behind the app's back, as another process's would be announced
    expect((await get('formerstudent')).statusCode).toBe(403);
  });
});

describe('GET /api/private-lessons/ content', () => {
  let lena: PrivateLesson[];
  beforeAll(async () => {
    const res = await get('lena');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    lena = privateLessonListSchema.parse(res.json());
  });

  it("lists only the caller's own lessons; another student's lessons are invisible", async () => {
    expect(lena.map((l) => l.name)).toEqual(['Lesson 1 - Warm-up', 'Shared group lesson']);
    const paulo = privateLessonListSchema.parse((await get('paulo')).json());
    expect(paulo.map((l) => l.name)).toEqual(["Paulo's secret lesson", 'Shared group lesson']);
  });

  it('answers an empty list to a student without lessons', async () => {
    expect((await get('newstudent')).json()).toEqual([]);
  });

  it('gives each section id, order, text, video_url and pdf_url, in order', async () => {
    const sections = lena[0]!.sections;
    expect(sections.map((s) => [s.order, s.text])).toEqual([
      [1, 'Watch the warm-up.'],
      [2, 'Homework.'],
      [3, 'Just text.'],
    ]);
    for (const s of sections)
      expect(Object.keys(s).sort()).toEqual(['id', 'order', 'pdf_url', 'text', 'video_url']);
    expect(sections[0]!.pdf_url).toBeNull();
    expect(sections[1]!.video_url).toBeNull();
    expect(sections[2]).toMatchObject({ video_url: null, pdf_url: null });
  });

  it('signs the video for inline playback with byte ranges', async () => {
    const url = lena[0]!.sections[0]!.video_url!;
    expect(url).toMatch(/^\/api\/media\/lessons\/1\/warm-up\.mp4\?exp=\d+&sig=/);
    const res = await ctx.app.inject({ url, headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.body).toBe('fake');
    expect((await ctx.app.inject({ url })).headers['content-disposition']).toBe('inline');
  });

  it('signs the PDF as a download named {lesson name}_section{order}_pdf.pdf', async () => {
    const url = lena[0]!.sections[1]!.pdf_url!;
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Lesson 1 - Warm-up_section2_pdf.pdf"',
    );
    expect(res.body).toBe('%PDF-1.4 fake');
  });

  it('refuses the media URL once it is tampered with (the signature is the permission)', async () => {
    const url = lena[0]!.sections[1]!.pdf_url!.replace('exercise.pdf', 'warm-up.mp4');
    expect((await ctx.app.inject({ url })).statusCode).toBe(403);
  });
});
