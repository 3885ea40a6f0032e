import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { courseProgressText } from './continue.ts';
import { ENGLISH_COUNTDOWN } from './countdown.ts';

const en = {
  title: `Courses | ${SCHOOL_NAME}`,
  description:
    'Gypsy jazz guitar courses for every level, in English and German: songs, rhythm and techniques.',
  heading: 'Available Courses',
  loading: 'Loading...',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} courses`,
  noneFound: 'No courses found matching your criteria',
  /** The name of the list of cards. */
  list: 'Courses',
  newBadge: 'NEW',
  filters: {
    searchPlaceholder: 'Search courses...',
    search: 'Search courses',
    language: 'Language',
    level: 'Level',
    category: 'Category',
    sortBy: 'Sort By',
    all: 'All',
    reset: 'Reset Filters',
    sort: {
      'name-asc': 'Name A-Z',
      'name-desc': 'Name Z-A',
      'date-asc': 'Publish Date oldest first',
      'date-desc': 'Publish Date newest first',
    },
  },
  comingSoon: {
    heading: 'Coming Soon',
    countdown: ENGLISH_COUNTDOWN,
  },
  /** A member's own progress (components/member-course-progress.tsx), here and on the home page. */
  progress: {
    /** "x of y chapters" */
    chapters: (done: number, total: number) => courseProgressText({ done, total }),
    /** The bar's name, with the text above. */
    bar: (text: string) => `Progress in this course: ${text}`,
    continueWhere: 'Continue where you stopped',
    continue: 'Continue',
  },
};
export type CourseListTexts = typeof en;

/** The course list's texts: the page, its filters, the cards, Coming Soon and a member's progress. */
export const courseListTexts = defineTexts(en, { de: () => import('./course-list-texts.de.ts') });
