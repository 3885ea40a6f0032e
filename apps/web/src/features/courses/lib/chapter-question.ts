import type { CourseDetail } from '@gjs/shared';

/** The forum category of a question about a lesson (product 0420). */
export const CHAPTER_QUESTION_CATEGORY = 'songs';

/** A subject's wording in a page's language (lib/course-viewer-texts.ts). */
export type QuestionSubjectWording = (
  course: string,
  level: string,
  chapter: number,
  heading: string,
) => string;

export const ENGLISH_QUESTION_SUBJECT: QuestionSubjectWording = (course, level, chapter, heading) =>
  `${course} - ${level} - Chapter ${chapter}: ${heading}`;

/**
 * '{course name} - {level} - Chapter {n}: {heading}', with the display level and n counted from 1; another language
 * passes its own wording, and its name of the level as `display_level`.
 */
export function chapterQuestionSubject(
  course: Pick<CourseDetail, 'name' | 'display_level'>,
  chapterIndex: number,
  heading: string,
  wording: QuestionSubjectWording = ENGLISH_QUESTION_SUBJECT,
): string {
  return wording(course.name, course.display_level, chapterIndex + 1, heading);
}

/** The navigation state /forum reads to open its new-post form prefilled. */
export function chapterQuestionState(
  course: Pick<CourseDetail, 'name' | 'display_level'>,
  chapterIndex: number,
  heading: string,
  wording: QuestionSubjectWording = ENGLISH_QUESTION_SUBJECT,
) {
  return {
    subject: chapterQuestionSubject(course, chapterIndex, heading, wording),
    category: CHAPTER_QUESTION_CATEGORY,
  };
}
