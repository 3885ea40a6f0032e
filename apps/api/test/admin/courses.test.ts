import { beforeAll, describe, expect, it } from 'vitest';
import { adminCourseDetailSchema, type AdminCourseDetail, type AuditList } from '@gjs/shared';
import { buildTestApp, payloads, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const course = {
  name: 'Minor Swing',
  description: 'A tune.',
  level: 'beginner',
  language: 'english',
  category: 'Songs',
  thumbnail: null,
};
const chapter = {
  heading: 'Intro',
  chapter_type: 'video',
  video: null,
  pdf: null,
  music_xml: null,
  backing_track_id: null,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: as.staff,
    ...(payload === undefined ? {} : { payload }),
  } as never);

async function audit(action: string) {
  const res = await call('GET', `/audit-log/?action=${action}`);
  return res.json<AuditList>().entries;
}

async function createCourse(values: Partial<typeof course> = {}): Promise<AdminCourseDetail> {
  const res = await call('POST', '/courses/', { ...course, ...values });
  expect(res.statusCode).toBe(201);
  return adminCourseDetailSchema.parse(res.json());
}

describe('admin courses', () => {
  it('creates a course unpublished, records who did it, and hides it from the public list', async () => {
    const created = await createCourse();
    expect(created).toMatchObject({ name: 'Minor Swing', is_published: false, chapters: [] });
    const [entry] = await audit('course.create');
    expect(entry).toMatchObject({
      actor_username: 'owner',
      target_type: 'course',
      target_id: String(created.id),
      details: { name: 'Minor Swing' },
    });
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(publicList.json()).toEqual([]);
  });

  it('publishes and unpublishes: the public list follows at once and both are audited', async () => {
    const { id } = await createCourse({ name: 'Published one' });
    const published = await call('PUT', `/courses/${id}/publish/`, { is_published: true });
    expect(published.json()).toMatchObject({ is_published: true });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(list.json<{ name: string }[]>().map((c) => c.name)).toContain('Published one');
    await call('PUT', `/courses/${id}/publish/`, { is_published: false });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(after.json<{ name: string }[]>().map((c) => c.name)).not.toContain('Published one');
    expect((await audit('course.publish')).map((e) => e.target_id)).toContain(String(id));
    expect((await audit('course.unpublish')).map((e) => e.target_id)).toContain(String(id));
  });

  it('refuses invalid input with field errors and writes nothing', async () => {
    const before = (await call('GET', '/courses/')).json<unknown[]>().length;
    const res = await call('POST', '/courses/', { ...course, name: '   ', level: 'expert' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name');
    expect(res.json().errors).toHaveProperty('level');
    expect((await call('GET', '/courses/')).json<unknown[]>()).toHaveLength(before);
  });

  it('refuses a thumbnail that is not an uploaded thumbnail, or that does not exist', async () => {
    const outside = await call('POST', '/courses/', {
      ...course,
      thumbnail: 'demo/videos/chapter-swing-de-berlin-english-intermediate-chords.mp4',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ errors: { thumbnail: ['Not an uploaded thumbnail file.'] } });
    const missing = await call('POST', '/courses/', {
      ...course,
      thumbnail: 'thumbnails/uploads/nothing.webp',
    });
    expect(missing.json()).toMatchObject({ errors: { thumbnail: ['The uploaded file does not exist.'] } });
    const traversal = await call('POST', '/courses/', {
      ...course,
      thumbnail: 'thumbnails/uploads/../../../etc/passwd',
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('stores hostile text as plain data and answers it as JSON', async () => {
    for (const payload of payloads('xss').slice(0, 5)) {
      const created = await createCourse({ name: payload.slice(0, 200), description: payload });
      expect(created.description).toBe(payload);
    }
  });

  it('adds chapters with uploaded files at the end, edits, reorders and deletes them, each audited', async () => {
    const { id } = await createCourse({ name: 'With chapters' });
    const video = await upload(ctx, as.staff, 'video', firstSeedFile('videos', '.mp4'), 'intro.mp4');
    const pdf = await upload(ctx, as.staff, 'pdf', firstSeedFile('scores', '.pdf'), 'score.pdf');
    const first = await call('POST', `/courses/${id}/chapters/`, {
      ...chapter,
      video: video.key,
      pdf: pdf.key,
    });
    expect(first.statusCode).toBe(201);
    await call('POST', `/courses/${id}/chapters/`, { ...chapter, heading: 'Second' });
    const third = adminCourseDetailSchema.parse(
      (await call('POST', `/courses/${id}/chapters/`, { ...chapter, heading: 'Third' })).json(),
    );
    expect(third.chapters.map((c) => [c.heading, c.position])).toEqual([
      ['Intro', 0],
      ['Second', 1],
      ['Third', 2],
    ]);
    expect(third.chapters[0]).toMatchObject({ video: video.key, pdf: pdf.key });

    const ids = third.chapters.map((c) => c.id);
    const reordered = await call('PUT', `/courses/${id}/chapters/order/`, {
      chapter_ids: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.json<AdminCourseDetail>().chapters.map((c) => c.heading)).toEqual([
      'Third',
      'Intro',
      'Second',
    ]);
    const partial = await call('PUT', `/courses/${id}/chapters/order/`, { chapter_ids: [ids[0], ids[1]] });
    expect(partial.statusCode).toBe(400);

    const edited = await call('PUT', `/courses/${id}/chapters/${ids[0]}/`, {
      ...chapter,
      heading: 'Intro (new)',
      video: video.key,
      pdf: null,
    });
    expect(edited.json<AdminCourseDetail>().chapters.find((c) => c.id === ids[0])).toMatchObject({
      heading: 'Intro (new)',
      video: video.key,
      pdf: null,
    });
    const deleted = await call('DELETE', `/courses/${id}/chapters/${ids[1]}/`);
    expect(deleted.json<AdminCourseDetail>().chapters.map((c) => c.heading)).toEqual([
      'Third',
      'Intro (new)',
    ]);

    for (const action of [
      'chapter.create',
      'chapter.update',
      'chapter.reorder',
      'chapter.delete',
      'upload.create',
    ]) {
      expect((await audit(action)).length, action).toBeGreaterThan(0);
    }
  });

  it('refuses a backing-track chapter without a track, and one with an unknown track', async () => {
    const { id } = await createCourse({ name: 'Tracks' });
    const none = await call('POST', `/courses/${id}/chapters/`, { ...chapter, chapter_type: 'backingtrack' });
    expect(none.json()).toMatchObject({
      errors: { backing_track_id: ['A backing-track chapter needs a backing track.'] },
    });
    const unknown = await call('POST', `/courses/${id}/chapters/`, {
      ...chapter,
      chapter_type: 'backingtrack',
      backing_track_id: 99999,
    });
    expect(unknown.json()).toMatchObject({ errors: { backing_track_id: ['No such backing track.'] } });
  });

  it('answers 404 for unknown courses and chapters, and deletes a course with its chapters', async () => {
    expect((await call('GET', '/courses/99999/')).json()).toEqual({
      message: 'Course not found',
      code: 'course_not_found',
    });
    const { id } = await createCourse({ name: 'Doomed' });
    await call('POST', `/courses/${id}/chapters/`, chapter);
    expect((await call('DELETE', `/courses/${id}/chapters/99999/`)).json()).toEqual({
      message: 'Chapter not found',
      code: 'chapter_not_found',
    });
    expect((await call('DELETE', `/courses/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/courses/${id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/courses/${id}/`)).statusCode).toBe(404);
    expect((await audit('course.delete'))[0]).toMatchObject({
      target_id: String(id),
      details: { name: 'Doomed' },
    });
  });

  it('manages upcoming courses: the public list shows only future dates', async () => {
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await call('POST', '/upcoming-courses/', {
      name: 'Coming',
      level: 'advanced',
      languages: ['deutsch'],
      thumbnail: null,
      publish_date: future,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/courses/upcoming/' })).json()).toMatchObject([
      { name: 'Coming' },
    ]);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await call('PUT', `/upcoming-courses/${id}/`, {
      name: 'Coming',
      level: 'advanced',
      languages: ['deutsch'],
      thumbnail: null,
      publish_date: past,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/courses/upcoming/' })).json()).toEqual([]);
    expect((await call('GET', '/upcoming-courses/')).json()).toHaveLength(1);
    const bad = await call('POST', '/upcoming-courses/', {
      name: 'X',
      level: 'advanced',
      languages: [],
      thumbnail: null,
      publish_date: 'soon',
    });
    expect(bad.json().errors).toHaveProperty('languages');
    expect(bad.json().errors).toHaveProperty('publish_date');
    expect((await call('DELETE', `/upcoming-courses/${id}/`)).statusCode).toBe(204);
    expect(await audit('upcoming_course.delete')).toHaveLength(1);
  });
});
