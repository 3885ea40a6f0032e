import { beforeAll, describe, expect, it } from 'vitest';
import { courseDetailSchema, courseListSchema, upcomingCourseListSchema } from '@gjs/shared';
import { backingTracks, chapters, courses, upcomingCourses } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import {
  ALLOWED_ROLES,
  DENIED_ROLES,
  roleHeaders,
  SUBSCRIPTION_REQUIRED,
  type RoleHeaders,
} from '../media/support.ts';

const DAY = 24 * 3600 * 1000;
let ctx: TestContext;
let as: RoleHeaders;
let song: number;
let draft: number;
let bare: number;
let newer: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  const { db, storage } = ctx.app;
  await storage.put('courses/song/intro.mp4', Buffer.from('video bytes'));
  await storage.put('courses/song/chart.pdf', Buffer.from('%PDF-1.7'));
  const [track] = await db
    .insert(backingTracks)
    .values({
      name: 'Minor Blues',
      musicalKey: 'A minor',
      tempo: 160,
      starttime: 1.25,
      repetitions: 2,
      chords: ['Am6', ['Dm6', 'E7']],
      audio: 'tracks/minor-blues.mp3',
      parts: [{ name: 'bass', audio: 'tracks/minor-blues-bass.mp3', durationMs: 90_000 }],
    })
    .returning();
  const insertCourse = async (values: Partial<typeof courses.$inferInsert>) => {
    const [row] = await db
      .insert(courses)
      .values({
        name: 'X',
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        isPublished: true,
        ...values,
      })
      .returning({ id: courses.id });
    return row!.id;
  };
  song = await insertCourse({
    name: 'Swing 42',
    description: 'A tune.',
    level: 'interadvanced',
    category: 'Songs',
    thumbnail: 'thumbnails/swing-42.jpg',
    createdAt: new Date(Date.now() - 30 * DAY),
  });
  newer = await insertCourse({
    name: 'Rhythm Basics',
    language: 'deutsch',
    createdAt: new Date(Date.now() - DAY),
  });
  draft = await insertCourse({ name: 'Secret Draft', isPublished: false });
  // A thumbnail outside thumbnails/ is never made public.
  bare = await insertCourse({
    name: 'No Files',
    thumbnail: 'courses/song/intro.mp4',
    createdAt: new Date(0),
  });
  await db.insert(chapters).values([
    {
      courseId: song,
      position: 2,
      heading: 'Play-Along',
      chapterType: 'backingtrack',
      backingTrackId: track!.id,
    },
    {
      courseId: song,
      position: 0,
      heading: 'Melody',
      video: 'courses/song/intro.mp4',
      pdf: 'courses/song/chart.pdf',
    },
    {
      courseId: song,
      position: 1,
      heading: 'Chords',
      video: 'courses/song/intro.mp4',
      musicXml: 'x/chart.musicxml',
    },
  ]);
  await db.insert(chapters).values({ courseId: bare, position: 0, heading: 'Only chapter' });
  await db.insert(upcomingCourses).values([
    { name: 'Later', level: 'advanced', languages: ['english'], publishDate: new Date(Date.now() + 9 * DAY) },
    { name: 'Past', level: 'beginner', languages: ['english'], publishDate: new Date(Date.now() - 60_000) },
    {
      name: 'Soon',
      level: 'intermediate',
      languages: ['english', 'deutsch'],
      thumbnail: 'thumbnails/soon.jpg',
      publishDate: new Date(Date.now() + 2 * DAY),
    },
  ]);
});

const detail = (id: number | string, headers: Record<string, string>) =>
  ctx.app.inject({ url: `/api/courses/${id}/`, headers });

describe('GET /api/courses/', () => {
  it('lists published courses to anyone, newest first, in the course summary shape', async () => {
    const res = await ctx.app.inject({ url: '/api/courses/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = courseListSchema.parse(res.json());
    expect(list.map((c) => c.id)).toEqual([newer, song, bare]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'level',
        'display_level',
        'language',
        'category',
        'thumbnail_url',
        'created_at',
      ].sort(),
    );
    expect(list.find((c) => c.id === song)).toMatchObject({
      name: 'Swing 42',
      description: 'A tune.',
      level: 'interadvanced',
      display_level: 'Intermediate - Advanced',
      language: 'english',
      category: 'Songs',
      thumbnail_url: '/api/public/thumbnails/swing-42.jpg',
    });
    expect(list.find((c) => c.id === newer)?.display_level).toBe('Beginner');
    expect(list.find((c) => c.id === bare)?.thumbnail_url).toBeNull();
    expect(list.find((c) => c.id === bare)?.created_at).toBe('1970-01-01T00:00:00.000Z');
  });

  it('hides unpublished courses, even from staff', async () => {
    const res = await ctx.app.inject({ url: '/api/courses/', headers: as.staff });
    expect(res.json().map((c: { name: string }) => c.name)).not.toContain('Secret Draft');
  });
});

describe('GET /api/courses/upcoming/', () => {
  it('lists only courses whose publish date is ahead, soonest first, to anyone', async () => {
    const res = await ctx.app.inject({ url: '/api/courses/upcoming/' });
    expect(res.statusCode).toBe(200);
    const list = upcomingCourseListSchema.parse(res.json());
    expect(list.map((u) => u.name)).toEqual(['Soon', 'Later']);
    expect(Object.keys(res.json()[0]).sort()).toEqual([
      'languages',
      'level',
      'name',
      'publish_date',
      'thumbnail_url',
    ]);
    expect(list[0]).toMatchObject({
      level: 'intermediate',
      languages: ['english', 'deutsch'],
      thumbnail_url: '/api/public/thumbnails/soon.jpg',
    });
    expect(Date.parse(list[0]!.publish_date)).toBeGreaterThan(Date.now());
    expect(list[1]!.thumbnail_url).toBeNull();
  });
});

describe('GET /api/courses/{id}/', () => {
  it('answers 401 {message} to anonymous visitors and to a bad token', async () => {
    const res = await detail(song, as.anonymous);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect((await detail(song, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it.each(DENIED_ROLES)('answers 403 to a logged-in user whose subscription is %s', async (role) => {
    const res = await detail(song, as[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_REQUIRED, code: expect.any(String) });
  });

  it.each(ALLOWED_ROLES)('answers 200 with the course to %s', async (role) => {
    const res = await detail(song, as[role]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    courseDetailSchema.parse(res.json());
  });

  it('checks access before existence: a non-member learns nothing about ids', async () => {
    expect((await detail(99999, as.none)).statusCode).toBe(403);
    expect((await detail(99999, as.anonymous)).statusCode).toBe(401);
  });

  it('returns the chapters by position, with signed media URLs or null and the backing-track data', async () => {
    const course = (await detail(song, as.active)).json();
    expect(course).toMatchObject({ id: song, name: 'Swing 42', display_level: 'Intermediate - Advanced' });
    expect(course.chapters.map((c: { heading: string }) => c.heading)).toEqual([
      'Melody',
      'Chords',
      'Play-Along',
    ]);
    const [melody, chords, playAlong] = course.chapters;
    expect(Object.keys(melody).sort()).toEqual(
      [
        'id',
        'heading',
        'chapter_type',
        'video_url',
        'stream',
        'pdf_url',
        'music_xml_url',
        'backing_track_data',
        // The score the viewer draws, with its sync points (decision 0631).
        'score',
      ].sort(),
    );
    expect(melody).toMatchObject({ chapter_type: 'video', music_xml_url: null, backing_track_data: null });
    expect(melody.video_url).toMatch(/^\/api\/media\/courses\/song\/intro\.mp4\?exp=\d+&sig=[\w-]{43}$/);
    expect(melody.pdf_url).toMatch(/^\/api\/media\/courses\/song\/chart\.pdf\?exp=\d+&dl=1&name=[^&]+&sig=/);
    expect(chords.pdf_url).toBeNull();
    expect(chords.music_xml_url).toMatch(/^\/api\/media\/x\/chart\.musicxml\?/);
    expect(playAlong).toMatchObject({ chapter_type: 'backingtrack', video_url: null, pdf_url: null });
    expect(playAlong.backing_track_data).toMatchObject({
      chords: ['Am6', ['Dm6', 'E7']],
      starttime: 1.25,
      tempo: 160,
      repetitions: 2,
    });
    expect(playAlong.backing_track_data.audio_url).toMatch(
      /^\/api\/media\/tracks\/minor-blues\.mp3\?exp=\d+&sig=/,
    );
    expect(playAlong.backing_track_data.audio_download_url).toMatch(/dl=1&name=Minor\+Blues\.mp3&sig=/);
    // Beside the spec's fields, what the player's key control and part mixer need, as on /backing-tracks (0313).
    expect(playAlong.backing_track_data.key).toBe('A minor');
    expect(playAlong.backing_track_data.parts).toEqual([
      {
        name: 'bass',
        audio_url: expect.stringMatching(/^\/api\/media\/tracks\/minor-blues-bass\.mp3\?exp=\d+&sig=/),
      },
    ]);
  });

  it('hands out URLs that really open the files: video inline, PDF as a named attachment', async () => {
    const [melody] = (await detail(song, as.trial)).json().chapters;
    const video = await ctx.app.inject({ url: melody.video_url, headers: { range: 'bytes=0-4' } });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('video');
    expect(video.headers['content-disposition']).toBe('inline');
    const pdf = await ctx.app.inject({ url: melody.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Swing 42 - Melody.pdf"');
    expect(pdf.body).toBe('%PDF-1.7');
  });

  it('answers 404 Course not found for unknown, malformed and unpublished ids', async () => {
    for (const id of [99999, 0, -1, 'abc', '1e3', '99999999999999999999', draft]) {
      const res = await detail(id, as.active);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Course not found', code: 'course_not_found' });
    }
  });

  it('shows an unpublished course to staff', async () => {
    const res = await detail(draft, as.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: draft, name: 'Secret Draft', chapters: [] });
  });

  it('gives a course without files null URLs', async () => {
    const [only] = (await detail(bare, as.active)).json().chapters;
    expect(only).toMatchObject({
      video_url: null,
      pdf_url: null,
      music_xml_url: null,
      backing_track_data: null,
    });
  });
});

describe('signed URLs are for members only', () => {
  it('a bearer token never replaces the signature on the media route, not even staff', async () => {
    for (const role of ['anonymous', 'none', 'active', 'staff'] as const) {
      const res = await ctx.app.inject({ url: '/api/media/courses/song/intro.mp4', headers: as[role] });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'This media link is invalid.', code: 'media_link_invalid' });
    }
  });

  it('never appear in answers to anonymous visitors or users without a subscription', async () => {
    for (const headers of [as.anonymous, as.none, as.cancelled]) {
      for (const url of [
        '/api/courses/',
        '/api/courses/upcoming/',
        `/api/courses/${song}/`,
        '/api/backingtracks/',
      ]) {
        const res = await ctx.app.inject({ url, headers });
        expect(res.body, url).not.toContain('/api/media/');
      }
    }
  });
});
