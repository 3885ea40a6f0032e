import type { CourseDetail } from '@gjs/shared';

/** The forum category of a question about a lesson (decision 0420). */
export const CHAPTER_QUESTION_CATEGORY = 'songs';

/** '{course name} - {level} - Chapter {n}: {heading}', with the display level and n counted from 1. */
export function chapterQuestionSubject(
  course: Pick<CourseDetail, 'name' | 'display_level'>,
  chapterIndex: number,
  heading: string,
): string {
  return `${course.name} - ${course.display_level} - Chapter ${chapterIndex + 1}: ${heading}`;
}

/** The navigation state /forum reads to open its new-post form prefilled. */
export function chapterQuestionState(
  course: Pick<CourseDetail, 'name' | 'display_level'>,
  chapterIndex: number,
  heading: string,
) {
  return {
    subject: chapterQuestionSubject(course, chapterIndex, heading),
    category: CHAPTER_QUESTION_CATEGORY,
  };
}
