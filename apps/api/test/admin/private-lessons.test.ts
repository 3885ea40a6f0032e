import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminLessonDetail, AdminLessonStudent, AdminLessonSummary, AuditList } from '@gjs/shared';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { bearer, buildTestApp, login, payloads, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;
let video: string;
let pdf: string;
let pupilId: number;
let flaggedId: number;
let pupil: Record<string, string>;

const PASSWORD = 'manouche-swing-1934';

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
  video = (await upload(ctx, as.staff, 'video', firstSeedFile('videos', '.mp4'), 'v.mp4')).key;
  pdf = (await upload(ctx, as.staff, 'pdf', firstSeedFile('lesson-pdfs', '.pdf'), 'p.pdf')).key;
  const account = (username: string, takesLessons: boolean) =>
    createAccount(ctx.app.db, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      subscription: 'active',
      firstName: 'Pat',
      lastName: username === 'pupil' ? 'Reinhardt' : 'Grappelli',
      takesLessons,
    });
  pupilId = (await account('pupil', false)).id;
  flaggedId = (await account('flagged', true)).id;
  pupil = bearer((await login(ctx.app, 'pupil', PASSWORD)).access);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = as.staff) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  } as never);

const createLesson = async (name: string, studentIds: number[] = []) => {
  const res = await call('POST', '/private-lessons/', { name, student_ids: studentIds });
  expect(res.statusCode).toBe(201);
  return res.json<AdminLessonDetail>();
};
const section = (text: string, files: { video?: string; pdf?: string } = {}) => ({
  text,
  video: files.video ?? null,
  pdf: files.pdf ?? null,
});
const fieldErrors = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors;
const auditOf = async (targetType: string) =>
  (await call('GET', `/audit-log/?target_type=${targetType}`)).json<AuditList>().entries;

describe('admin private lessons: access', () => {
  const CALLS: { method: Method; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/private-lessons/' },
    { method: 'POST', url: '/private-lessons/', payload: { name: 'X' } },
    { method: 'GET', url: '/private-lessons/students/?q=pu' },
    { method: 'GET', url: '/private-lessons/1/' },
    { method: 'PUT', url: '/private-lessons/1/', payload: { name: 'X' } },
    { method: 'DELETE', url: '/private-lessons/1/' },
    { method: 'PUT', url: '/private-lessons/1/students/', payload: { user_ids: [] } },
    { method: 'POST', url: '/private-lessons/1/sections/', payload: section('T') },
    { method: 'PUT', url: '/private-lessons/1/sections/order/', payload: { section_ids: [] } },
    { method: 'PUT', url: '/private-lessons/1/sections/1/', payload: section('T') },
    { method: 'DELETE', url: '/private-lessons/1/sections/1/' },
  ];

  it.each(CALLS)('$method $url: 401 for anonymous visitors, 403 for members', async (c) => {
    const anonymous = await call(c.method, c.url, c.payload, as.anonymous);
    expect(anonymous.statusCode).toBe(401);
    const member = await call(c.method, c.url, c.payload, as.member);
    expect(member.statusCode).toBe(403);
    // A student is a member too: no more rights in the console.
    expect((await call(c.method, c.url, c.payload, pupil)).statusCode).toBe(403);
  });

  it('leaves no trace of the refused writes', async () => {
    expect(await auditOf('private_lesson')).toEqual([]);
    expect((await call('GET', '/private-lessons/')).json()).toEqual([]);
  });
});

describe('admin private lessons', () => {
  it('creates a lesson for a student, turns takes_lessons on, and the student sees it with its sections', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/private-lessons/', headers: pupil });
    expect(before.statusCode).toBe(403);

    const lesson = await createLesson('Lesson A - Rest strokes', [pupilId]);
    expect(lesson).toMatchObject({
      name: 'Lesson A - Rest strokes',
      section_count: 0,
      sections: [],
      students: [{ id: pupilId, username: 'pupil', takes_lessons: true }],
    });
    await call('POST', `/private-lessons/${lesson.id}/sections/`, section('Warm up slowly.', { video }));
    const detail = (
      await call('POST', `/private-lessons/${lesson.id}/sections/`, section('', { pdf }))
    ).json<AdminLessonDetail>();
    expect(detail.sections.map((s) => [s.position, s.text, s.video, s.pdf])).toEqual([
      [1, 'Warm up slowly.', video, null],
      [2, '', null, pdf],
    ]);
    expect(detail.sections[0]!.video_url).toMatch(/^\/api\/media\/uploads\/videos\//);

    // The flag is read from the token's user on each request: the same token now reaches the lessons.
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/private-lessons/', headers: pupil });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject([
      {
        name: 'Lesson A - Rest strokes',
        sections: [
          { order: 1, text: 'Warm up slowly.', pdf_url: null },
          { order: 2, text: '', video_url: null },
        ],
      },
    ]);

    const audit = await auditOf('private_lesson');
    expect(audit.find((e) => e.action === 'private_lesson.create')).toMatchObject({
      actor_username: 'owner',
      target_id: String(lesson.id),
      details: { name: 'Lesson A - Rest strokes', students: ['pupil'], takes_lessons_enabled: ['pupil'] },
    });
    expect((await auditOf('private_lesson_section')).map((e) => e.action)).toEqual([
      'private_lesson_section.create',
      'private_lesson_section.create',
    ]);
  });

  it('lists lessons with their section counts and students', async () => {
    const list = (await call('GET', '/private-lessons/')).json<AdminLessonSummary[]>();
    expect(list.find((l) => l.name === 'Lesson A - Rest strokes')).toMatchObject({
      section_count: 2,
      students: [{ username: 'pupil' }],
    });
  });

  it('renames a lesson and records the old and the new name', async () => {
    const { id } = await createLesson('Old name');
    const res = await call('PUT', `/private-lessons/${id}/`, { name: '  New name  ' });
    expect(res.json()).toMatchObject({ id, name: 'New name' });
    expect((await auditOf('private_lesson')).find((e) => e.action === 'private_lesson.update')).toMatchObject(
      {
        details: { name: 'New name', previous_name: 'Old name' },
      },
    );
  });

  it('edits, reorders and deletes sections; positions stay 1..n', async () => {
    const { id } = await createLesson('Sections');
    for (const text of ['one', 'two', 'three']) {
      await call('POST', `/private-lessons/${id}/sections/`, section(text));
    }
    let detail = (await call('GET', `/private-lessons/${id}/`)).json<AdminLessonDetail>();
    const [one, two, three] = detail.sections.map((s) => s.id);

    detail = (
      await call('PUT', `/private-lessons/${id}/sections/${two}/`, section('two, edited', { video, pdf }))
    ).json<AdminLessonDetail>();
    expect(detail.sections[1]).toMatchObject({ text: 'two, edited', video, pdf });

    detail = (
      await call('PUT', `/private-lessons/${id}/sections/order/`, { section_ids: [three, one, two] })
    ).json<AdminLessonDetail>();
    expect(detail.sections.map((s) => [s.position, s.text])).toEqual([
      [1, 'three'],
      [2, 'one'],
      [3, 'two, edited'],
    ]);

    detail = (await call('DELETE', `/private-lessons/${id}/sections/${one}/`)).json<AdminLessonDetail>();
    expect(detail.sections.map((s) => [s.position, s.text])).toEqual([
      [1, 'three'],
      [2, 'two, edited'],
    ]);
    const actions = (await auditOf('private_lesson_section')).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['private_lesson_section.update', 'private_lesson_section.delete']),
    );
    expect((await auditOf('private_lesson')).map((e) => e.action)).toContain(
      'private_lesson_section.reorder',
    );
  });

  it('refuses an order that loses, doubles or borrows a section', async () => {
    const a = await createLesson('Order A');
    const b = await createLesson('Order B');
    const ids = [];
    for (const text of ['x', 'y']) {
      const d = (
        await call('POST', `/private-lessons/${a.id}/sections/`, section(text))
      ).json<AdminLessonDetail>();
      ids.push(d.sections.at(-1)!.id);
    }
    const other = (
      await call('POST', `/private-lessons/${b.id}/sections/`, section('z'))
    ).json<AdminLessonDetail>().sections[0]!.id;
    for (const order of [[ids[0]], [ids[0], ids[0]], [ids[0], other]]) {
      const res = await call('PUT', `/private-lessons/${a.id}/sections/order/`, { section_ids: order });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The order must list every section of the lesson exactly once.',
      });
    }
    // A section of another lesson is not found through this lesson.
    const res = await call('PUT', `/private-lessons/${a.id}/sections/${other}/`, section('stolen'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Section not found', code: 'section_not_found' });
  });

  it('sets the students as a whole: adds with takes_lessons, removes without touching the flag', async () => {
    const { id } = await createLesson('Students');
    let detail = (
      await call('PUT', `/private-lessons/${id}/students/`, { user_ids: [flaggedId, pupilId, pupilId] })
    ).json<AdminLessonDetail>();
    expect(detail.students.map((s) => s.username)).toEqual(['flagged', 'pupil']);
    detail = (
      await call('PUT', `/private-lessons/${id}/students/`, { user_ids: [flaggedId] })
    ).json<AdminLessonDetail>();
    expect(detail.students.map((s) => s.username)).toEqual(['flagged']);
    const entries = (await auditOf('private_lesson')).filter((e) => e.action === 'private_lesson.students');
    expect(entries.map((e) => e.details)).toMatchObject([
      { added: [], removed: ['pupil'], takes_lessons_enabled: [] },
      { added: ['flagged', 'pupil'], removed: [] },
    ]);
    // The pupil keeps the flag (and the first lesson).
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/private-lessons/', headers: pupil });
    expect(seen.json<{ name: string }[]>().map((l) => l.name)).toEqual(['Lesson A - Rest strokes']);
  });

  it('finds active accounts to assign by name, username or e-mail, students first', async () => {
    const byName = (await call('GET', '/private-lessons/students/?q=reinhardt')).json<AdminLessonStudent[]>();
    expect(byName.map((s) => s.username)).toEqual(['pupil']);
    const byMail = (await call('GET', '/private-lessons/students/?q=FLAGGED%40example')).json<
      AdminLessonStudent[]
    >();
    expect(byMail).toMatchObject([{ username: 'flagged', takes_lessons: true }]);
    const all = (await call('GET', '/private-lessons/students/')).json<AdminLessonStudent[]>();
    expect(all.map((s) => s.username)).toEqual(['flagged', 'pupil', 'owner', 'paying']);
    const wildcard = (await call('GET', '/private-lessons/students/?q=%25')).json<AdminLessonStudent[]>();
    expect(wildcard).toEqual([]);
  });

  it('deletes a lesson with its sections; the student no longer sees it', async () => {
    const { id } = await createLesson('Short-lived', [pupilId]);
    await call('POST', `/private-lessons/${id}/sections/`, section('gone soon'));
    expect((await call('DELETE', `/private-lessons/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/private-lessons/${id}/`)).json()).toEqual({
      message: 'Private lesson not found',
      code: 'lesson_not_found',
    });
    expect((await call('DELETE', `/private-lessons/${id}/`)).statusCode).toBe(404);
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/private-lessons/', headers: pupil });
    expect(seen.json<{ name: string }[]>().map((l) => l.name)).not.toContain('Short-lived');
    expect((await auditOf('private_lesson')).find((e) => e.action === 'private_lesson.delete')).toMatchObject(
      { target_id: String(id), details: { name: 'Short-lived' } },
    );
  });
});

describe('admin private lessons: validation', () => {
  it.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'name'],
    ['student ids that are not numbers', { name: 'N', student_ids: ['pupil'] }, 'student_ids'],
  ])('refuses a lesson with %s', async (_label, body, field) => {
    const res = await call('POST', '/private-lessons/', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res)).some((k) => k.startsWith(field))).toBe(true);
  });

  it('refuses students that do not exist, and writes nothing', async () => {
    const res = await call('POST', '/private-lessons/', { name: 'Ghost', student_ids: [pupilId, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ student_ids: ['No such user.'] });
    const list = (await call('GET', '/private-lessons/')).json<AdminLessonSummary[]>();
    expect(list.map((l) => l.name)).not.toContain('Ghost');
  });

  it.each([
    ['an empty section', section('   '), 'text', 'A section needs a text, a video or a PDF.'],
    [
      'a video that is not an uploaded video',
      section('', { video: 'uploads/pdfs/x.pdf' }),
      'video',
      'Not an uploaded video file.',
    ],
    [
      'a PDF that was never uploaded',
      section('', { pdf: 'uploads/pdfs/none.pdf' }),
      'pdf',
      'The uploaded file does not exist.',
    ],
    [
      'a path outside the storage',
      section('', { pdf: '../../etc/passwd' }),
      'pdf',
      'Not a valid file reference.',
    ],
  ])('refuses %s', async (_label, body, field, message) => {
    const { id } = await createLesson(`Validation ${field}`);
    const res = await call('POST', `/private-lessons/${id}/sections/`, body);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[field]).toEqual([message]);
  });

  it('answers 404 for a lesson that does not exist and 400 for an id that is not one', async () => {
    expect((await call('GET', '/private-lessons/999999/')).statusCode).toBe(404);
    expect((await call('POST', '/private-lessons/999999/sections/', section('t'))).statusCode).toBe(404);
    expect((await call('GET', '/private-lessons/abc/')).statusCode).toBe(400);
  });

  it('stores hostile text as text', async () => {
    const [xss] = payloads('xss');
    const lesson = await createLesson(xss!);
    const detail = (
      await call('POST', `/private-lessons/${lesson.id}/sections/`, section(xss!))
    ).json<AdminLessonDetail>();
    expect(detail.name).toBe(xss!.trim());
    expect(detail.sections[0]!.text).toBe(xss);
  });
});
