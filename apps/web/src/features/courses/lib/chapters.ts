import type { BackingTrackData, Chapter, ChordBar, CourseDetail, CourseSummary } from '@gjs/shared';

/** The lesson chord chart shows 32 bars, four to a row (product 0426). */
export const CHORD_PROGRESSION_BARS = 32;
export const CHORD_BARS_PER_ROW = 4;

const CHORD_HEADINGS = ['chords', 'akkorde'];

export const isBackingTrackChapter = (chapter: Pick<Chapter, 'chapter_type'>) =>
  chapter.chapter_type === 'backingtrack';

/** Whether the chapter has media a score can follow: its video, or its backing track (decision 0631). */
export function hasMedia(
  chapter: Pick<Chapter, 'chapter_type' | 'video_url' | 'stream' | 'backing_track_data'>,
) {
  return isBackingTrackChapter(chapter)
    ? chapter.backing_track_data !== null
    : Boolean(chapter.stream ?? chapter.video_url);
}

/** Chapters headed 'Chords' (English courses) or 'Akkorde' (German ones) show the chord progression. */
export function isChordsChapter(chapter: Pick<Chapter, 'heading'>): boolean {
  return CHORD_HEADINGS.includes(chapter.heading.trim().toLowerCase());
}

/** The course's backing-track chapter data, the source of its chord progression. */
export function courseBackingTrack(course: Pick<CourseDetail, 'chapters'>): BackingTrackData | null {
  const chapter = course.chapters.find((c) => isBackingTrackChapter(c) && c.backing_track_data);
  return chapter?.backing_track_data ?? null;
}

/** The first 32 bars of the course's chart; a shorter chart is shown as it is. */
export function chordProgression(course: Pick<CourseDetail, 'chapters'>): ChordBar[] {
  return courseBackingTrack(course)?.chords.slice(0, CHORD_PROGRESSION_BARS) ?? [];
}

/** Other levels of the same course: same name and language, another level, in the list's order. */
export function otherLevelVersions<C extends CourseSummary>(
  courses: readonly C[],
  course: Pick<CourseSummary, 'id' | 'name' | 'language' | 'level'>,
): C[] {
  return courses.filter(
    (other) =>
      other.id !== course.id &&
      other.name === course.name &&
      other.language === course.language &&
      other.level !== course.level,
  );
}

/** A chapter index kept inside 0..count-1 (product 0422: Next and Previous stay within bounds). */
export function clampChapterIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, index), count - 1);
}

/** The index of the chapter whose id a link names (`?chapter=<id>`), or the first chapter. */
export function chapterIndexOf(course: CourseDetail, chapterId: string | null): number {
  if (!chapterId) return 0;
  const index = course.chapters.findIndex((chapter) => String(chapter.id) === chapterId);
  return index === -1 ? 0 : index;
}
