import { displayLevel, type CourseLevel } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { joinWithAnd } from './countdown.ts';
import { capitalize } from './course-filters.ts';

/**
 * How the catalogue's fixed values read on the page: levels, languages and categories in the course list's chips,
 * filters, Coming Soon and the viewer. Only their labels change with the page's language; the values stay as the
 * API gives them (a category the translation does not know is shown as it is).
 */
const en = {
  level: (level: CourseLevel) => displayLevel(level),
  /** A course's language as stored ('english', 'deutsch'). */
  language: (language: string) => capitalize(language),
  category: (category: string) => category,
  /** Languages already named in the page's language: 'English and Deutsch'. */
  languages: (names: readonly string[]) => joinWithAnd(names),
};
export type CourseLabelsTexts = typeof en;

/** The labels of levels, languages and categories. */
export const courseLabelsTexts = defineTexts(en, { de: () => import('./course-labels-texts.de.ts') });
