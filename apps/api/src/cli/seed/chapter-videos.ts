import { COURSE_SEEDS, type ChapterSeed, type CourseSeed } from './catalogue-courses.ts';
import { slugify } from './slug.ts';

/** A demo video chapter and the video made for it alone (scripts/media/generate-videos.mjs renders the list). */
export interface ChapterVideo {
  slug: string;
  /** The chapter's heading: the title on the video. */
  title: string;
  course: string;
  /** 1-based position of the chapter in its course. */
  number: number;
}

/** The manifest slug of a chapter's own video: course, language, level and heading, so it is unique. */
export function chapterVideoSlug(course: Pick<CourseSeed, 'name' | 'language' | 'level'>, heading: string) {
  return ['chapter', course.name, course.language, course.level, heading].map(slugify).join('-');
}

/** A chapter without a backing track is a video chapter. */
export const isVideoChapter = (chapter: ChapterSeed) => !chapter.track;

/** Every video chapter of the demo catalogue, each with its own video. */
export const CHAPTER_VIDEOS: ChapterVideo[] = COURSE_SEEDS.flatMap((course) =>
  course.chapters.flatMap((chapter, index) =>
    isVideoChapter(chapter)
      ? [
          {
            slug: chapterVideoSlug(course, chapter.heading),
            title: chapter.heading,
            course: course.name,
            number: index + 1,
          },
        ]
      : [],
  ),
);
