import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DAY_MS, chordBarSchema, TRACK_PART_NAMES } from '@gjs/shared';
import { REPO_ROOT } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import * as admin from '../../modules/admin/index.ts';
import { COURSE_SEEDS, TRACK_VARIANTS, UPCOMING_SEEDS, type CourseSeed } from './catalogue-courses.ts';
import { chapterVideoSlug, isVideoChapter } from './chapter-videos.ts';
import { demoSyncPoints, readScoreTiming, type ScoreTiming } from './demo-sync-points.ts';

/** The generated demo media (scripts/media) and their manifest. */
export const MEDIA_SOURCE_DIR = path.join(REPO_ROOT, 'apps/api/src/db/seed/media');

const manifestSchema = z.object({
  backing_tracks: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      key: z.string(),
      tempo: z.number().positive(),
      starttime: z.number().min(0),
      repetitions: z.number().int().min(1),
      chords: z.array(chordBarSchema),
      audio: z.string(),
      /** Separate recordings of the parts, as long as the track (decision 0313). */
      parts: z
        .array(z.object({ name: z.enum(TRACK_PART_NAMES), audio: z.string(), duration_seconds: z.number() }))
        .default([]),
    }),
  ),
  scores: z.record(z.string(), z.object({ pdf: z.string(), musicxml: z.string() })),
  thumbnails: z.record(z.string(), z.string()),
  videos: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      video: z.string(),
      duration_seconds: z.number().optional(),
    }),
  ),
  demo_take: z.object({
    track: z.string(),
    take: z.string(),
    take_seconds: z.number().positive(),
    answer: z.string(),
    answer_seconds: z.number().positive(),
  }),
});
export type MediaManifest = z.infer<typeof manifestSchema>;

export function loadManifest(): MediaManifest {
  return manifestSchema.parse(
    JSON.parse(fs.readFileSync(path.join(MEDIA_SOURCE_DIR, 'manifest.json'), 'utf8')),
  );
}

/** Where a source file of the manifest lives in storage: demo media apart from uploads; thumbnails are public. */
export function demoKey(sourcePath: string): string {
  return sourcePath.startsWith('thumbnails/')
    ? `thumbnails/demo/${sourcePath.slice(11)}`
    : `demo/${sourcePath}`;
}

export interface CatalogueReport {
  created: string[];
  existing: number;
}

function lookup<T>(map: Map<string, T>, what: string, name: string): T {
  const found = map.get(name);
  if (found === undefined)
    throw new Error(`Demo catalogue: unknown ${what} '${name}' (see media/manifest.json).`);
  return found;
}

/** Copies a manifest file into storage unless an object of the same size is already there. */
export async function copyMedia(storage: Storage, sourcePath: string): Promise<string> {
  const key = demoKey(sourcePath);
  const source = path.join(MEDIA_SOURCE_DIR, ...sourcePath.split('/'));
  const { size } = fs.statSync(source);
  if ((await storage.stat(key))?.size !== size) await storage.put(key, fs.createReadStream(source));
  return key;
}

async function ensureTracks(
  db: Database,
  storage: Storage,
  manifest: MediaManifest,
  report: CatalogueReport,
) {
  const ids = new Map<string, number>();
  const ensure = async (id: string, values: admin.TrackValues) => {
    const found = await admin.findTrackId(db, values.name);
    if (found !== undefined) {
      report.existing++;
      ids.set(id, found);
      return;
    }
    const row = await admin.insertTrack(db, values);
    report.created.push(`backing track '${values.name}'`);
    ids.set(id, row.id);
  };
  const bySlug = new Map(manifest.backing_tracks.map((t) => [t.slug, t]));
  for (const t of manifest.backing_tracks) {
    const audio = await copyMedia(storage, t.audio);
    const { name, key: musicalKey, tempo, starttime, repetitions, chords } = t;
    const parts = [];
    for (const part of t.parts) {
      parts.push({
        name: part.name,
        audio: await copyMedia(storage, part.audio),
        durationMs: Math.round(part.duration_seconds * 1000),
      });
    }
    await ensure(t.slug, { name, musicalKey, tempo, starttime, repetitions, chords, audio, parts });
  }
  for (const v of TRACK_VARIANTS) {
    const t = lookup(bySlug, 'backing track', v.from);
    const chords = Array.from({ length: t.repetitions }, () => t.chords).flat();
    await ensure(v.id, {
      name: v.name,
      musicalKey: t.key,
      tempo: t.tempo,
      starttime: t.starttime,
      repetitions: 1,
      chords,
      audio: demoKey(t.audio),
      isListed: false,
    });
  }
  return ids;
}

async function ensureCourse(
  db: Database,
  seed: CourseSeed,
  media: {
    thumbnail: string;
    videos: Map<string, string>;
    scores: Map<string, { pdf: string; xml: string; timing: ScoreTiming }>;
    durations: Map<string, number | undefined>;
  },
  trackIds: Map<string, number>,
  now: Date,
): Promise<boolean> {
  const { name, language, level, category, description } = seed;
  if ((await admin.findCourseId(db, { name, language, level })) !== undefined) return false;
  const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
  // Every chapter's values are worked out (and every name looked up) before the course is written.
  const chapters = seed.chapters.map((c) => {
    const scores = c.scores ? lookup(media.scores, 'score', c.scores) : undefined;
    const videoSlug = isVideoChapter(c) ? chapterVideoSlug(seed, c.heading) : undefined;
    const duration = videoSlug ? media.durations.get(videoSlug) : undefined;
    return {
      heading: c.heading,
      chapterType: c.track ? ('backingtrack' as const) : ('video' as const),
      // Each video chapter plays the video made for it, whose title card shows its heading.
      video: videoSlug ? lookup(media.videos, 'video', videoSlug) : null,
      pdf: scores?.pdf ?? null,
      musicXml: scores?.xml ?? null,
      // A video chapter's score follows its video; a backing-track chapter's follows its track (decision 0631).
      syncPoints: scores && duration ? demoSyncPoints(scores.timing, duration * 1000) : null,
      backingTrackId: c.track ? lookup(trackIds, 'backing track', c.track) : null,
    };
  });
  // The course and its chapters are stored together or not at all; each chapter goes after the last (0, 1, …).
  await db.transaction(async (tx) => {
    const course = await admin.insertCourse(tx, {
      name,
      language,
      level,
      category,
      description,
      thumbnail: media.thumbnail,
      isPublished: true,
      createdAt,
      updatedAt: createdAt,
    });
    for (const chapter of chapters) await admin.insertChapter(tx, course.id, chapter);
  });
  return true;
}

/**
 * The demo catalogue of decision 0415: backing tracks, courses with chapters and an upcoming course, their media copied
 * into storage. Idempotent: courses match by name, language and level, tracks by name, upcoming courses by name and
 * level; what exists is left alone, and media missing from storage are copied again. The rows are written through the
 * admin module's face, with the console's own repository functions (no SQL here).
 */
export async function seedCatalogue(
  db: Database,
  storage: Storage,
  now = new Date(),
): Promise<CatalogueReport> {
  const manifest = loadManifest();
  const report: CatalogueReport = { created: [], existing: 0 };
  const trackIds = await ensureTracks(db, storage, manifest, report);

  const videos = new Map<string, string>();
  for (const v of manifest.videos) videos.set(v.slug, await copyMedia(storage, v.video));
  const durations = new Map(manifest.videos.map((v) => [v.slug, v.duration_seconds]));
  const scores = new Map<string, { pdf: string; xml: string; timing: ScoreTiming }>();
  for (const [slug, s] of Object.entries(manifest.scores)) {
    scores.set(slug, {
      pdf: await copyMedia(storage, s.pdf),
      xml: await copyMedia(storage, s.musicxml),
      timing: await readScoreTiming(path.join(MEDIA_SOURCE_DIR, s.musicxml)),
    });
  }
  const thumbnails = new Map<string, string>();
  for (const [slug, file] of Object.entries(manifest.thumbnails))
    thumbnails.set(slug, await copyMedia(storage, file));

  for (const seed of COURSE_SEEDS) {
    const thumbnail = lookup(thumbnails, 'thumbnail', seed.thumbnail);
    if (await ensureCourse(db, seed, { thumbnail, videos, scores, durations }, trackIds, now)) {
      report.created.push(`course '${seed.name}' (${seed.language}, ${seed.level})`);
    } else report.existing++;
  }

  for (const u of UPCOMING_SEEDS) {
    if ((await admin.findUpcomingId(db, u)) !== undefined) {
      report.existing++;
      continue;
    }
    // A few days after seeding, on the hour, so that the countdown shows days first.
    const publishDate = new Date(Math.ceil((now.getTime() + u.daysAhead * DAY_MS) / 3_600_000) * 3_600_000);
    const thumbnail = lookup(thumbnails, 'thumbnail', u.thumbnail);
    await admin.insertUpcoming(db, {
      name: u.name,
      level: u.level,
      languages: u.languages,
      thumbnail,
      publishDate,
    });
    report.created.push(`upcoming course '${u.name}'`);
  }
  return report;
}
