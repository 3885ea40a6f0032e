import { beforeAll, describe, expect, it } from 'vitest';
import { courseDetailSchema } from '@gjs/shared';
import { chapters, courses, videoStreams } from '../../src/db/schema/index.ts';
import { streamPrefix } from '../../src/modules/media/stream-keys.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { DENIED_ROLES, roleHeaders, SUBSCRIPTION_REQUIRED, type RoleHeaders } from './support.ts';

/** Playlists and segments of a stream behind the access rule and the signed path token (media README). */
let ctx: TestContext;
let as: RoleHeaders;
let courseId: number;
const streamed = 'uploads/videos/streamed.mp4';
const original = 'uploads/videos/original.mp4';
const prefix = streamPrefix(streamed);
const streamId = prefix.split('/')[1]!;
const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240\n240p/index.m3u8\n';
const MEDIA = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg-00000.ts\n#EXT-X-ENDLIST\n';

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  const { db, storage } = ctx.app;
  await storage.put(streamed, Buffer.from('original bytes'));
  await storage.put(original, Buffer.from('original bytes'));
  await storage.put(`${prefix}master.m3u8`, Buffer.from(MASTER));
  await storage.put(`${prefix}240p/index.m3u8`, Buffer.from(MEDIA));
  await storage.put(`${prefix}240p/seg-00000.ts`, Buffer.alloc(1880, 0x47));
  await storage.put(`${prefix}poster.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  await db
    .insert(videoStreams)
    .values({ sourceKey: streamed, prefix, heights: [240], durationSeconds: 4, bytes: 2000 });
  const [course] = await db
    .insert(courses)
    .values({ name: 'Streams', level: 'beginner', language: 'english', category: 'Songs', isPublished: true })
    .returning({ id: courses.id });
  courseId = course!.id;
  await db.insert(chapters).values([
    { courseId, position: 0, heading: 'Streamed', video: streamed },
    { courseId, position: 1, heading: 'Not yet', video: original },
  ]);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function memberChapters() {
  const res = await get(`/api/courses/${courseId}/`, as.active);
  expect(res.statusCode).toBe(200);
  return courseDetailSchema.parse(res.json()).chapters;
}

describe('stream delivery', () => {
  it('refuses the links to a visitor (401) and to members without access (403)', async () => {
    expect((await get(`/api/courses/${courseId}/`)).statusCode).toBe(401);
    for (const role of DENIED_ROLES) {
      const res = await get(`/api/courses/${courseId}/`, as[role]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ message: SUBSCRIPTION_REQUIRED });
    }
  });

  it('links the stream and no longer the original once it is ready; the original until then', async () => {
    const [ready, waiting] = await memberChapters();
    expect(ready!.video_url).toBeNull();
    expect(ready!.stream).toMatchObject({ heights: [240] });
    expect(ready!.stream!.master_url).toMatch(
      new RegExp(`^/api/media/hls/\\d+-[\\w-]{43}/${streamId}/master\\.m3u8$`),
    );
    expect(waiting!.stream).toBeNull();
    expect(waiting!.video_url).toMatch(/^\/api\/media\/uploads\/videos\/original\.mp4\?exp=/);
  });

  it('serves what the signed master playlist lists: playlists uncached, segments immutable', async () => {
    const [chapter] = await memberChapters();
    const masterUrl = chapter!.stream!.master_url;
    const master = await get(masterUrl);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('no-store');
    expect(master.body).toBe(MASTER);
    const base = masterUrl.slice(0, masterUrl.lastIndexOf('/') + 1);
    const media = await get(`${base}240p/index.m3u8`);
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('no-store');
    const segment = await get(`${base}240p/seg-00000.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(segment.rawPayload.length).toBe(1880);
    const part = await get(`${base}240p/seg-00000.ts`, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(188);
    expect((await get(`${base}poster.jpg`)).headers['content-type']).toBe('image/jpeg');
    expect((await get(`${base}240p/seg-99999.ts`)).statusCode).toBe(404);
  });

  it('refuses unsigned, tampered, foreign and expired links to playlists and segments (403)', async () => {
    const [chapter] = await memberChapters();
    const masterUrl = chapter!.stream!.master_url;
    const token = masterUrl.split('/')[4]!;
    const [exp, sig] = token.split('-') as [string, string];
    const invalid = { message: 'This media link is invalid.' };
    const refused = async (url: string, body = invalid) => {
      const res = await get(url, as.staff);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject(body);
    };
    // Unsigned, through the plain media route: no signature, no file.
    await refused(`/api/media/${prefix}master.m3u8`);
    await refused(`/api/media/${prefix}240p/seg-00000.ts`);
    await refused(`/api/media/hls/x/${streamId}/master.m3u8`);
    await refused(`/api/media/hls/${Number(exp) + 1}-${sig}/${streamId}/240p/seg-00000.ts`);
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    await refused(`/api/media/hls/${exp}-${flipped}/${streamId}/240p/index.m3u8`);
    // A token of one stream opens no other.
    await refused(`/api/media/hls/${token}/${'0'.repeat(20)}/master.m3u8`);
    const old = Math.floor(Date.now() / 1000) - 3 * ctx.config.mediaUrlTtlSeconds;
    const expired = ctx.app.mediaUrls.streams.url(streamId, '240p/seg-00000.ts', old);
    await refused(expired, { message: 'This media link has expired.' });
  });
});
