import type { CourseLevel } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { CourseLabelsTexts } from './course-labels-texts.ts';
import { capitalize } from './course-filters.ts';

const LEVELS: Record<CourseLevel, string> = {
  beginner: 'Anfänger',
  intermediate: 'Mittelstufe',
  advanced: 'Fortgeschritten',
  interadvanced: 'Mittelstufe – Fortgeschritten',
};

const LANGUAGES: Record<string, string> = { english: 'Englisch', deutsch: 'Deutsch' };

/** The categories the catalogue uses; any other is shown as it is. */
const CATEGORIES: Record<string, string> = {
  Songs: 'Songs',
  Rhythm: 'Rhythmus',
  Technique: 'Technik',
  Techniques: 'Techniken',
  Workouts: 'Workouts',
};

const list = new Intl.ListFormat('de-DE', { type: 'conjunction' });

const de: Translation<CourseLabelsTexts> = {
  level: (level) => LEVELS[level],
  language: (language) => LANGUAGES[language] ?? capitalize(language),
  category: (category) => CATEGORIES[category] ?? category,
  languages: (names) => list.format(names),
};
export default de;
