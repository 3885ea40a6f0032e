import {
  displayLevel,
  trackSyncPoints,
  type ChapterScore,
  type Chapter,
  type CourseDetail,
  type CourseSummary,
  type UpcomingCourse,
  type VideoStream,
} from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { keyExtension } from '../../lib/storage/keys.ts';
import { streamLinks, type MediaUrls } from '../media/index.ts';
import * as repo from './repository.ts';
import { parseRouteId } from '../../lib/route-id.ts';

export const COURSE_NOT_FOUND = 'Course not found';

export interface Viewer {
  isStaff: boolean;
}

function toSummary(course: repo.CourseRow, urls: MediaUrls): CourseSummary {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    level: course.level,
    display_level: displayLevel(course.level),
    language: course.language,
    category: course.category,
    thumbnail_url: urls.thumbnail(course.thumbnail),
    created_at: course.createdAt.toISOString(),
  };
}

/** Downloads are named after the course and chapter rather than the storage key. */
function download(urls: MediaUrls, key: string | null, baseName: string) {
  return urls.signed(key, { download: true, filename: key ? `${baseName}.${keyExtension(key)}` : undefined });
}

/**
 * The score the viewer draws, with its sync points (decision 0631): the owner's, or for a chapter with a backing
 * track those that follow from the track's start and tempo.
 */
function toScore({ chapter, track }: repo.ChapterRow, urls: MediaUrls): ChapterScore | null {
  const url = urls.signed(chapter.musicXml);
  if (!url) return null;
  const fromTrack = track
    ? trackSyncPoints({
        starttime: track.starttime,
        tempo: track.tempo,
        bars: track.chords.length * track.repetitions,
      })
    : [];
  return { url, sync_points: chapter.syncPoints ?? fromTrack };
}

function toChapter(
  course: repo.CourseRow,
  row: repo.ChapterRow,
  urls: MediaUrls,
  streams: Map<string, VideoStream>,
): Chapter {
  const { chapter, track } = row;
  const baseName = `${course.name} - ${chapter.heading}`;
  const stream = (chapter.video && streams.get(chapter.video)) || null;
  return {
    id: chapter.id,
    heading: chapter.heading,
    chapter_type: chapter.chapterType,
    // Once the stream is ready the original file is no longer linked: the stream is what members play.
    video_url: stream ? null : urls.signed(chapter.video),
    stream,
    pdf_url: download(urls, chapter.pdf, baseName),
    music_xml_url: download(urls, chapter.musicXml, baseName),
    backing_track_data: track
      ? {
          audio_url: urls.signed(track.audio)!,
          audio_download_url: download(urls, track.audio, track.name)!,
          chords: track.chords,
          starttime: track.starttime,
          tempo: track.tempo,
          repetitions: track.repetitions,
          key: track.musicalKey,
          // Signed like the track's audio, for the members the course's guard lets in.
          parts: track.parts.map((part) => ({ name: part.name, audio_url: urls.signed(part.audio)! })),
        }
      : null,
    score: toScore(row, urls),
  };
}

/** The published courses' summaries, from the rows of `repo.listPublishedCourses` (shared by every visitor). */
export function listCourses(rows: repo.CourseRow[], urls: MediaUrls): CourseSummary[] {
  return rows.map((course) => toSummary(course, urls));
}

export async function listUpcoming(
  { db, mediaUrls: urls }: Deps<'db' | 'mediaUrls'>,
  now = new Date(),
): Promise<UpcomingCourse[]> {
  const rows = await repo.listUpcomingCourses(db, now);
  return rows.map((u) => ({
    name: u.name,
    level: u.level,
    languages: u.languages,
    thumbnail_url: urls.thumbnail(u.thumbnail),
    publish_date: u.publishDate.toISOString(),
  }));
}

/** Unknown and unpublished courses look the same to members; staff also see unpublished ones. */
export async function getCourse(
  { db, mediaUrls: urls }: Deps<'db' | 'mediaUrls'>,
  rawId: string,
  viewer: Viewer,
): Promise<CourseDetail> {
  const id = parseRouteId(rawId);
  const course = Number.isSafeInteger(id) ? await repo.findCourse(db, id) : undefined;
  if (!course || (!course.isPublished && !viewer.isStaff)) throw new NotFoundError(COURSE_NOT_FOUND);
  const chapters = await repo.listChapters(db, course.id);
  const streams = await streamLinks(
    db,
    urls.streams,
    chapters.map((row) => row.chapter.video),
  );
  return {
    ...toSummary(course, urls),
    chapters: chapters.map((row) => toChapter(course, row, urls, streams)),
  };
}
