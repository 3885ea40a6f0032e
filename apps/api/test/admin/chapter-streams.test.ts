import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCourseDetailSchema } from '@gjs/shared';
import { jobs, videoStreams } from '../../src/db/schema/index.ts';
import { streamPrefix } from '../../src/modules/media/stream-keys.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload, type AdminHeaders } from './support.ts';

/** The owner's side of the streams: asked for with the chapter, shown with its state, retried, removed with it. */
let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as.staff, ...(payload ? { payload } : {}) });

async function courseWithVideo() {
  const { key } = await upload(ctx, as.staff, 'video', firstSeedFile('videos', '.mp4'), 'lesson.mp4');
  const course = await call('POST', '/api/admin/courses/', {
    name: 'Streams',
    description: '',
    level: 'beginner',
    language: 'english',
    category: 'Songs',
    thumbnail: null,
  });
  expect(course.statusCode, course.body).toBe(201);
  const id = course.json<{ id: number }>().id;
  const chapter = { heading: 'One', chapter_type: 'video', video: key, pdf: null, music_xml: null };
  const created = await call('POST', `/api/admin/courses/${id}/chapters/`, {
    ...chapter,
    backing_track_id: null,
  });
  expect(created.statusCode, created.body).toBe(201);
  const detail = adminCourseDetailSchema.parse(created.json());
  return { id, key, chapterId: detail.chapters[0]!.id, detail };
}

describe('chapter streams in the admin console', () => {
  it('queues the stream with the chapter, shows a failure with its reason, and retries it', async () => {
    const { id, key, chapterId, detail } = await courseWithVideo();
    expect(detail.chapters[0]!.video_stream).toEqual({ state: 'queued', progress: 0, error: null });
    await ctx.app.db
      .update(jobs)
      .set({ state: 'failed', attempts: 3, error: 'FFmpeg failed (exit code 1).' })
      .where(eq(jobs.key, key));
    const failed = adminCourseDetailSchema.parse((await call('GET', `/api/admin/courses/${id}/`)).json());
    expect(failed.chapters[0]!.video_stream).toEqual({
      state: 'failed',
      progress: 0,
      error: 'FFmpeg failed (exit code 1).',
    });
    const retried = await call('POST', `/api/admin/courses/${id}/chapters/${chapterId}/stream/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(adminCourseDetailSchema.parse(retried.json()).chapters[0]!.video_stream).toEqual({
      state: 'queued',
      progress: 0,
      error: null,
    });
    const member = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${id}/chapters/${chapterId}/stream/`,
      headers: as.member,
    });
    expect(member.statusCode).toBe(403);
  });

  it('removes the stream, its files and its job with the course', async () => {
    const { id, key } = await courseWithVideo();
    const prefix = streamPrefix(key);
    const files = [
      'master.m3u8',
      '240p/index.m3u8',
      '240p/seg-00000.ts',
      'poster.jpg',
      'previews.vtt',
      'previews.jpg',
    ];
    await ctx.app.storage.put(
      `${prefix}240p/index.m3u8`,
      Buffer.from('#EXTM3U\nseg-00000.ts\n#EXT-X-ENDLIST\n'),
    );
    for (const file of files.filter((f) => f !== '240p/index.m3u8'))
      await ctx.app.storage.put(`${prefix}${file}`, Buffer.from('x'));
    await ctx.app.db
      .insert(videoStreams)
      .values({ sourceKey: key, prefix, heights: [240], durationSeconds: 4, bytes: 6 });
    const shown = adminCourseDetailSchema.parse((await call('GET', `/api/admin/courses/${id}/`)).json());
    expect(shown.chapters[0]!.video_stream).toEqual({ state: 'ready', progress: 100, error: null });
    expect((await call('DELETE', `/api/admin/courses/${id}/`)).statusCode).toBe(204);
    for (const file of files) expect(await ctx.app.storage.exists(`${prefix}${file}`), file).toBe(false);
    expect(await ctx.app.db.select().from(videoStreams).where(eq(videoStreams.sourceKey, key))).toEqual([]);
    expect(await ctx.app.db.select().from(jobs).where(eq(jobs.key, key))).toEqual([]);
  });
});
