import { COURSE_LEVELS, displayLevel, LANGUAGES } from '@gjs/shared';

/** The admin's English label of a course or member language. */
export function languageLabel(language: (typeof LANGUAGES)[number]): string {
  return language === 'deutsch' ? 'German' : 'English';
}

export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: languageLabel(value) }));
export const LEVEL_OPTIONS = COURSE_LEVELS.map((value) => ({ value, label: displayLevel(value) }));
