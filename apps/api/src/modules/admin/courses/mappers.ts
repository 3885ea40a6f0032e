import type { AdminChapter, AdminCourse, AdminUpcomingCourse, VideoStreamStatus } from '@gjs/shared';
import type { MediaUrls } from '../../media/index.ts';
import type * as repo from './repository.ts';

export function toAdminCourse(course: repo.CourseRow, chapterCount: number, urls: MediaUrls): AdminCourse {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    level: course.level,
    language: course.language,
    category: course.category,
    thumbnail: course.thumbnail,
    thumbnail_url: urls.thumbnail(course.thumbnail),
    is_published: course.isPublished,
    chapter_count: chapterCount,
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

export function toAdminChapter(
  { chapter, trackName }: Awaited<ReturnType<typeof repo.listChapters>>[number],
  streams: Map<string, VideoStreamStatus>,
): AdminChapter {
  return {
    id: chapter.id,
    position: chapter.position,
    heading: chapter.heading,
    chapter_type: chapter.chapterType,
    video: chapter.video,
    pdf: chapter.pdf,
    music_xml: chapter.musicXml,
    backing_track_id: chapter.backingTrackId,
    backing_track_name: trackName,
    video_stream: chapter.video ? (streams.get(chapter.video) ?? null) : null,
  };
}

export function toAdminUpcoming(
  row: Awaited<ReturnType<typeof repo.listUpcoming>>[number],
  urls: MediaUrls,
): AdminUpcomingCourse {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    languages: row.languages,
    thumbnail: row.thumbnail,
    thumbnail_url: urls.thumbnail(row.thumbnail),
    publish_date: row.publishDate.toISOString(),
  };
}
