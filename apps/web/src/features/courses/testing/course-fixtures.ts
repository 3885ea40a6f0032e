import type { Chapter, CourseDetail, CourseSummary, UpcomingCourse } from '@gjs/shared';
import { displayLevel } from '@gjs/shared';

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let nextId = 100;

export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const level = overrides.level ?? 'intermediate';
  return {
    id: nextId++,
    name: 'Minor Swing',
    description: 'A classic.',
    level,
    display_level: displayLevel(level),
    language: 'english',
    category: 'Songs',
    thumbnail_url: null,
    created_at: daysAgo(30),
    ...overrides,
  };
}

export function makeChapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: nextId++,
    heading: 'Melody',
    chapter_type: 'video',
    video_url: '/api/media/videos/melody.mp4?sig=1',
    stream: null,
    pdf_url: '/api/media/scores/melody.pdf?dl=1&sig=1',
    music_xml_url: null,
    backing_track_data: null,
    ...overrides,
  };
}

export const CHART = Array.from({ length: 32 }, (_, i) =>
  i === 7 ? ['Am6', 'E7'] : ['Am6', 'Dm6', 'E7', 'A7'][i % 4]!,
);

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...makeCourse({ id: 1, name: 'Swing de Berlin', category: 'Songs' }),
    chapters: [
      makeChapter({ id: 11, heading: 'Introduction' }),
      makeChapter({
        id: 12,
        heading: 'Chords',
        pdf_url: null,
        music_xml_url: '/api/media/scores/x.musicxml?sig=1',
      }),
      makeChapter({
        id: 13,
        heading: 'Backing Track',
        chapter_type: 'backingtrack',
        video_url: null,
        pdf_url: null,
        backing_track_data: {
          audio_url: '/api/media/tracks/t.mp3?sig=1',
          chords: CHART,
          starttime: 1.5,
          tempo: 180,
          repetitions: 1,
        },
      }),
    ],
    ...overrides,
  };
}

export function makeUpcoming(overrides: Partial<UpcomingCourse> = {}): UpcomingCourse {
  return {
    name: 'Valse Rapide',
    level: 'advanced',
    languages: ['english', 'deutsch'],
    thumbnail_url: null,
    publish_date: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString(),
    ...overrides,
  };
}
