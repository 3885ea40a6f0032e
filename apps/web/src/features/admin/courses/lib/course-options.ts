import { COURSE_LEVELS, LANGUAGES } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { AdminTexts } from '../../common/lib/admin-texts.ts';

type LanguageTexts = Pick<Translation<AdminTexts>, 'language' | 'level'>;

/** The language choices, named in the page's language. */
export const languageOptions = (texts: LanguageTexts) =>
  LANGUAGES.map((value) => ({ value, label: texts.language(value) }));

/** The level choices, named in the page's language. */
export const levelOptions = (texts: LanguageTexts) =>
  COURSE_LEVELS.map((value) => ({ value, label: texts.level(value) }));
