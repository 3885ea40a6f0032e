import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { CourseListTexts } from './course-list-texts.ts';

const within = new Intl.RelativeTimeFormat('de-DE', { numeric: 'always' });
const minutes = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'minute', unitDisplay: 'long' });

const de: Translation<CourseListTexts> = {
  title: `Kurse | ${SCHOOL_NAME}`,
  description:
    'Gypsy-Jazz-Gitarrenkurse für jedes Niveau, auf Deutsch und Englisch: Songs, Rhythmus und Techniken.',
  heading: 'Verfügbare Kurse',
  loading: 'Wird geladen …',
  showing: (shown, total) => `${shown} von ${total} ${total === 1 ? 'Kurs' : 'Kursen'}`,
  noneFound: 'Keine Kurse gefunden, die zu deiner Auswahl passen',
  list: 'Kurse',
  newBadge: 'NEU',
  filters: {
    searchPlaceholder: 'Kurse suchen …',
    search: 'Kurse suchen',
    language: 'Sprache',
    level: 'Niveau',
    category: 'Kategorie',
    sortBy: 'Sortieren nach',
    all: 'Alle',
    reset: 'Filter zurücksetzen',
    sort: {
      'name-asc': 'Name A–Z',
      'name-desc': 'Name Z–A',
      'date-asc': 'Erscheinungsdatum, älteste zuerst',
      'date-desc': 'Erscheinungsdatum, neueste zuerst',
    },
  },
  comingSoon: {
    heading: 'Demnächst',
    // 'Erscheint in 3 Tagen', 'Erscheint in 2 Stunden und 5 Minuten', 'Erscheint in 1 Minute'.
    countdown: {
      days: (days) => `Erscheint ${within.format(days, 'day')}`,
      hoursAndMinutes: (hours, m) => `Erscheint ${within.format(hours, 'hour')} und ${minutes.format(m)}`,
      minutes: (m) => `Erscheint ${within.format(m, 'minute')}`,
    },
  },
  progress: {
    chapters: (done, total) => `${done} von ${total} ${total === 1 ? 'Kapitel' : 'Kapiteln'}`,
    bar: (text) => `Fortschritt in diesem Kurs: ${text}`,
    continueWhere: 'Weitermachen, wo du aufgehört hast',
    continue: 'Weitermachen',
  },
};
export default de;
