import { COURSE_LEVELS, displayLevel, LANGUAGES } from '@gjs/shared';
import type { Translation } from '../../../../lib/i18n/texts.ts';
import type { AdminTexts } from '../../common/lib/admin-texts.ts';

type LanguageTexts = Pick<Translation<AdminTexts>, 'language' | 'level'>;

/** The admin's English label of a course or member language (`adminTexts.language` in the page's language). */
export function languageLabel(language: (typeof LANGUAGES)[number]): string {
  return language === 'deutsch' ? 'German' : 'English';
}

export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: languageLabel(value) }));
export const LEVEL_OPTIONS = COURSE_LEVELS.map((value) => ({ value, label: displayLevel(value) }));

/** The language choices, named in the page's language. */
export const languageOptions = (texts: LanguageTexts) =>
  LANGUAGES.map((value) => ({ value, label: texts.language(value) }));

/** The level choices, named in the page's language. */
export const levelOptions = (texts: LanguageTexts) =>
  COURSE_LEVELS.map((value) => ({ value, label: texts.level(value) }));
