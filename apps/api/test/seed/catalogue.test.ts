import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backingTrackListSchema,
  courseDetailSchema,
  courseListSchema,
  upcomingCourseListSchema,
  type CourseDetail,
  type CourseSummary,
} from '@gjs/shared';
import { seedDemo } from '../../src/cli/seed/demo.ts';
import { demoKey, loadManifest, MEDIA_SOURCE_DIR, seedCatalogue } from '../../src/cli/seed/catalogue.ts';
import { DEMO_PASSWORD } from '../../src/cli/seed/demo-accounts.ts';
import { bearer, buildTestApp, login, queryRows, type TestContext } from '../helper.ts';

const DAY = 24 * 3600 * 1000;
let ctx: TestContext;
let member: Record<string, string>;
let seededAt: number;
let firstReport: Awaited<ReturnType<typeof seedDemo>>;
let list: CourseSummary[];
let details: CourseDetail[];

const sha256 = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');
const counts = async () =>
  (
    await queryRows<Record<string, number>>(
      ctx.app.db,
      sql`select (select count(*)::int from courses) as courses, (select count(*)::int from chapters) as chapters,
        (select count(*)::int from backing_tracks) as tracks, (select count(*)::int from upcoming_courses) as upcoming`,
    )
  )[0];

beforeAll(async () => {
  ctx = await buildTestApp();
  seededAt = Date.now();
  firstReport = await seedDemo(ctx.app.db, ctx.app.storage);
  member = bearer((await login(ctx.app, 'member', DEMO_PASSWORD)).access);
  list = courseListSchema.parse((await ctx.app.inject({ url: '/api/courses/' })).json());
  details = await Promise.all(
    list.map(async (c) =>
      courseDetailSchema.parse(
        (await ctx.app.inject({ url: `/api/courses/${c.id}/`, headers: member })).json(),
      ),
    ),
  );
});

describe('demo catalogue (decision 0415)', () => {
  it('creates the demo accounts, the backing tracks, about a dozen courses and an upcoming course', async () => {
    expect(firstReport.created).toEqual(['teacher', 'member', 'trialist', 'student']);
    expect(firstReport.catalogue.created.filter((c) => c.startsWith('course ')).length).toBe(12);
    expect(firstReport.catalogue.created).toContain("upcoming course 'Valse Rapide'");
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.length).toBeLessThanOrEqual(12);
  });

  it('has English and German courses at every level, one interadvanced, and a same-name pair at two levels', () => {
    const at = (language: string, level: string) =>
      list.filter((c) => c.language === language && c.level === level);
    for (const level of ['beginner', 'intermediate', 'advanced']) {
      expect(at('english', level).length, `english ${level}`).toBeGreaterThan(0);
      expect(at('deutsch', level).length, `deutsch ${level}`).toBeGreaterThan(0);
    }
    expect(list.filter((c) => c.level === 'interadvanced').length).toBeGreaterThanOrEqual(1);
    const byNameAndLanguage = new Map<string, Set<string>>();
    for (const c of list) {
      const k = `${c.name}|${c.language}`;
      byNameAndLanguage.set(k, (byNameAndLanguage.get(k) ?? new Set()).add(c.level));
    }
    expect([...byNameAndLanguage.values()].some((levels) => levels.size >= 2)).toBe(true);
    expect(new Set(list.map((c) => c.category))).toEqual(
      new Set(['Songs', 'Rhythm', 'Technique', 'Workouts']),
    );
  });

  it('spreads creation dates so that only some courses are NEW (created in the last 7 days)', () => {
    const isNew = (c: CourseSummary) => seededAt - Date.parse(c.created_at) < 7 * DAY;
    const fresh = list.filter(isNew).length;
    expect(fresh).toBeGreaterThan(0);
    expect(fresh).toBeLessThan(list.length / 2);
  });

  it('writes real descriptions in the course language and gives every course a public thumbnail', async () => {
    for (const c of list) {
      expect(c.description.length, c.name).toBeGreaterThan(120);
      if (c.language === 'deutsch') expect(c.description, c.name).toMatch(/\b(und|die|der|du)\b/);
      else expect(c.description, c.name).toMatch(/\b(the|and|you)\b/);
      expect(c.thumbnail_url).toMatch(/^\/api\/public\/thumbnails\/demo\/[\w-]+\.jpg$/);
    }
    const thumb = await ctx.app.inject({ url: list[0]!.thumbnail_url! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
  });

  it('gives every song course video chapters, a Chords/Akkorde chapter and a 32-bar backing-track chapter', () => {
    const songs = details.filter((c) => c.category === 'Songs');
    expect(songs.length).toBeGreaterThanOrEqual(4);
    for (const course of songs) {
      const videos = course.chapters.filter((ch) => ch.chapter_type !== 'backingtrack' && ch.video_url);
      expect(videos.length, course.name).toBeGreaterThanOrEqual(2);
      expect(
        course.chapters.map((ch) => ch.heading),
        course.name,
      ).toContain(course.language === 'deutsch' ? 'Akkorde' : 'Chords');
      const track = course.chapters.find((ch) => ch.chapter_type === 'backingtrack');
      expect(track?.backing_track_data?.chords.length, course.name).toBe(32);
    }
  });

  it('plays in every video chapter the video generated for it: its manifest entry and title card are the heading', async () => {
    const manifest = loadManifest();
    const rows = await queryRows<{ heading: string; video: string | null; type: string }>(
      ctx.app.db,
      sql`select heading, video, chapter_type as type from chapters order by course_id, position`,
    );
    const videoChapters = rows.filter((r) => r.type === 'video');
    expect(videoChapters.length).toBeGreaterThan(30);
    for (const chapter of videoChapters) {
      const entry = manifest.videos.find((v) => chapter.video === demoKey(v.video));
      expect(entry, chapter.heading).toBeDefined();
      expect(entry!.slug, chapter.heading).toMatch(/^chapter-/);
      expect(entry!.title).toBe(chapter.heading);
      // The file itself was rendered for this chapter: the generator writes the heading into it as its title.
      const file = fs.readFileSync(path.join(MEDIA_SOURCE_DIR, entry!.video));
      expect(file.includes(Buffer.from(chapter.heading)), chapter.heading).toBe(true);
    }
    // No two chapters share a video.
    expect(new Set(videoChapters.map((c) => c.video)).size).toBe(videoChapters.length);
  });

  it('puts PDF and MusicXML on some chapters and leaves others without', () => {
    const all = details.flatMap((c) => c.chapters);
    const withScores = all.filter((ch) => ch.pdf_url && ch.music_xml_url);
    expect(withScores.length).toBeGreaterThan(5);
    expect(all.filter((ch) => !ch.pdf_url && !ch.music_xml_url).length).toBeGreaterThan(5);
  });

  it('announces an upcoming course a few days after seeding', async () => {
    const upcoming = upcomingCourseListSchema.parse(
      (await ctx.app.inject({ url: '/api/courses/upcoming/' })).json(),
    );
    expect(upcoming).toHaveLength(1);
    const ahead = Date.parse(upcoming[0]!.publish_date) - seededAt;
    expect(ahead).toBeGreaterThan(2 * DAY);
    expect(ahead).toBeLessThan(7 * DAY);
    expect(upcoming[0]!.languages).toEqual(['english', 'deutsch']);
  });

  it('lists at least six backing tracks from the manifest, in several keys and tempos', async () => {
    const res = await ctx.app.inject({ url: '/api/backingtracks/', headers: member });
    const tracks = backingTrackListSchema.parse(res.json());
    expect(tracks.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tracks.map((t) => t.key)).size).toBe(tracks.length);
    expect(new Set(tracks.map((t) => t.tempo)).size).toBe(tracks.length);
    const manifest = loadManifest();
    for (const t of tracks) {
      const source = manifest.backing_tracks.find((m) => m.name === t.name)!;
      expect(t).toMatchObject({
        tempo: source.tempo,
        starttime: source.starttime,
        repetitions: source.repetitions,
      });
      expect(t.chords).toEqual(source.chords);
    }
  });
});

describe('seeded media', () => {
  const sourceOf = (url: string) => {
    const key = new URL(url, 'http://x').pathname.replace('/api/media/', '');
    const manifest = loadManifest();
    const rel = [
      ...manifest.videos.map((v) => v.video),
      ...manifest.backing_tracks.map((t) => t.audio),
      ...Object.values(manifest.scores).flatMap((s) => [s.pdf, s.musicxml]),
    ].find((r) => demoKey(r) === key)!;
    return fs.readFileSync(path.join(MEDIA_SOURCE_DIR, rel));
  };

  it('serves a seeded video through its signed URL byte for byte, whole and by ranges', async () => {
    const url = details[0]!.chapters.find((ch) => ch.video_url)!.video_url!;
    const source = sourceOf(url);
    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(sha256(whole.rawPayload)).toBe(sha256(source));
    const tail = await ctx.app.inject({ url, headers: { range: 'bytes=-1000' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(source.subarray(source.length - 1000))).toBe(true);
  });

  it('serves the seeded score and audio downloads as attachments, identical to the sources', async () => {
    const chapter = details.flatMap((c) => c.chapters).find((ch) => ch.pdf_url && ch.backing_track_data)!;
    for (const url of [
      chapter.pdf_url!,
      chapter.music_xml_url!,
      chapter.backing_track_data!.audio_download_url!,
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toMatch(/^attachment; filename="/);
      expect(res.rawPayload.equals(sourceOf(url)), url).toBe(true);
    }
  });

  it('matches the SHA-256 of the manifest for every copied file', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(MEDIA_SOURCE_DIR, 'manifest.json'), 'utf8')) as {
      files: { path: string; sha256: string }[];
    };
    const copied = manifest.files.filter((f) =>
      fs.existsSync(path.join(ctx.dataDir, 'media', demoKey(f.path))),
    );
    expect(copied.length).toBeGreaterThan(30);
    for (const f of copied) {
      expect(sha256(fs.readFileSync(path.join(ctx.dataDir, 'media', demoKey(f.path)))), f.path).toBe(
        f.sha256,
      );
    }
  });
});

describe('seeding again', () => {
  it('is idempotent: nothing new, nothing duplicated', async () => {
    const before = await counts();
    const again = await seedDemo(ctx.app.db, ctx.app.storage);
    expect(again.created).toEqual([]);
    expect(again.catalogue.created).toEqual([]);
    expect(again.catalogue.existing).toBe(firstReport.catalogue.created.length);
    expect(await counts()).toEqual(before);
  });

  it('restores media files missing from storage', async () => {
    const key = demoKey(loadManifest().backing_tracks[0]!.audio);
    await ctx.app.storage.delete(key);
    expect(await ctx.app.storage.exists(key)).toBe(false);
    const report = await seedCatalogue(ctx.app.db, ctx.app.storage);
    expect(report.created).toEqual([]);
    expect(await ctx.app.storage.exists(key)).toBe(true);
  });
});
