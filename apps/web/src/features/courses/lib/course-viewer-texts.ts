import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { ENGLISH_QUESTION_SUBJECT } from './chapter-question.ts';
import { COURSE_LOAD_FAILED } from './course-error.ts';
import { formatSpeedPercent } from './playback-speed.ts';
import { formatPosition } from './resume.ts';

const en = {
  title: `Course | ${SCHOOL_NAME}`,
  loading: 'Loading...',
  notFound: 'Course not found',
  loadFailed: COURSE_LOAD_FAILED,
  backToCourses: 'Back to Courses',
  levelAndCategory: (level: string, category: string) => `Level: ${level} | Category: ${category}`,
  /** The name of the numbered list of chapters. */
  chapters: 'Chapters',
  /** The name of the side panel (a navigation region). */
  courseChapters: 'Course chapters',
  hideChapters: 'Hide chapters',
  showChapters: 'Show chapters',
  done: 'Done',
  markAsDone: 'Mark as done',
  switchLevel: (level: string) => `Switch to ${level} Version`,
  noChapters: 'This course has no chapters yet.',
  previous: 'Previous',
  next: 'Next',
  chapterOf: (chapter: number, count: number) => `Chapter ${chapter} of ${count}`,
  askQuestion: 'Ask a question about this chapter',
  /** The prefilled forum subject: '{course} - {level} - Chapter {n}: {heading}'. */
  questionSubject: ENGLISH_QUESTION_SUBJECT,
  downloads: {
    heading: 'Downloads',
    pdf: 'Download PDF Score',
    musicXml: 'Download MusicXML',
  },
  chordProgression: 'Chord Progression',
  noBackingTrack: 'This chapter has no backing track.',
  video: {
    noVideo: 'This chapter has no video.',
    resumedAt: (seconds: number) => `Resumed at ${formatPosition(seconds)}.`,
    startOver: 'Start from the beginning',
    speed: 'Playback Speed',
    /** 1 -> '100%'. */
    speedPercent: (rate: number) => formatSpeedPercent(rate),
    /** The stream's quality menu: automatic (by the connection) or one rendition. */
    quality: 'Quality',
    qualityAuto: 'Auto',
    qualityHeight: (height: number) => `${height}p`,
    /** The stream's seek bar with preview pictures, beside the native controls. */
    seek: 'Seek',
    seekPosition: (seconds: number, duration: number) =>
      `${formatPosition(seconds)} of ${formatPosition(duration)}`,
    previewAt: (seconds: number) => `Preview at ${formatPosition(seconds)}`,
  },
};
export type CourseViewerTexts = typeof en;

/** The course viewer's texts: its panel, chapters, player, downloads and errors. */
export const courseViewerTexts = defineTexts(en, { de: () => import('./course-viewer-texts.de.ts') });
