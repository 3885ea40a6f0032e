import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminCourseDetailSchema, courseDetailSchema, courseListSchema } from '@gjs/shared';
import { DEMO_PASSWORD } from './session.ts';

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login/', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status(), `login of ${username}`).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/**
 * A demo lesson long enough for the streaming figures (the demo's videos last 12 s): the video file `clip`, uploaded
 * by the teacher as the first video chapter of the first course, and waited for until its stream is ready. Answers
 * the member's course and chapter, and the original file's signed URL that the upload answered (members get the
 * stream only).
 */
export async function longLesson(request: APIRequestContext, clip: string) {
  const teacher = { Authorization: `Bearer ${await tokenOf(request, 'teacher')}` };
  const res = await request.post('/api/admin/uploads/video/', {
    headers: teacher,
    multipart: { file: { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(clip) } },
    timeout: 120_000,
  });
  expect(res.status()).toBe(201);
  const upload = (await res.json()) as { key: string; url: string };
  const [first] = courseListSchema.parse(await (await request.get('/api/courses/')).json());
  const admin = adminCourseDetailSchema.parse(
    await (await request.get(`/api/admin/courses/${first!.id}/`, { headers: teacher })).json(),
  );
  const chapter = admin.chapters.find((c) => c.chapter_type === 'video' && c.video)!;
  const saved = await request.put(`/api/admin/courses/${first!.id}/chapters/${chapter.id}/`, {
    headers: teacher,
    data: {
      heading: chapter.heading,
      chapter_type: chapter.chapter_type,
      video: upload.key,
      pdf: chapter.pdf,
      music_xml: chapter.music_xml,
      backing_track_id: chapter.backing_track_id,
    },
  });
  expect(saved.status()).toBe(200);
  const member = { Authorization: `Bearer ${await tokenOf(request, 'member')}` };
  const course = async () =>
    courseDetailSchema.parse(
      await (await request.get(`/api/courses/${first!.id}/`, { headers: member })).json(),
    );
  // The streams server makes the demo's streams first, then this one.
  await expect
    .poll(async () => (await course()).chapters.find((c) => c.id === chapter.id)?.stream ?? null, {
      timeout: 1_500_000,
      intervals: [5000],
    })
    .not.toBeNull();
  const detail = await course();
  return {
    course: detail,
    chapter: detail.chapters.find((c) => c.id === chapter.id)!,
    originalUrl: upload.url,
  };
}
