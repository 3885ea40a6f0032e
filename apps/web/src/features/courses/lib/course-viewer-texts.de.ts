import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { CourseViewerTexts } from './course-viewer-texts.ts';
import { formatPosition } from './resume.ts';

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

const de: Translation<CourseViewerTexts> = {
  title: `Kurs | ${SCHOOL_NAME}`,
  loading: 'Wird geladen …',
  notFound: 'Kurs nicht gefunden',
  loadFailed: 'Der Kurs konnte nicht geladen werden',
  backToCourses: 'Zurück zu den Kursen',
  levelAndCategory: (level, category) => `Niveau: ${level} | Kategorie: ${category}`,
  chapters: 'Kapitel',
  courseChapters: 'Kapitel des Kurses',
  hideChapters: 'Kapitel ausblenden',
  showChapters: 'Kapitel anzeigen',
  done: 'Erledigt',
  markAsDone: 'Als erledigt markieren',
  switchLevel: (level) => `Zur Version „${level}“ wechseln`,
  noChapters: 'Dieser Kurs hat noch keine Kapitel.',
  previous: 'Zurück',
  next: 'Weiter',
  chapterOf: (chapter, count) => `Kapitel ${chapter} von ${count}`,
  askQuestion: 'Frage zu diesem Kapitel stellen',
  questionSubject: (course, level, chapter, heading) =>
    `${course} - ${level} - Kapitel ${chapter}: ${heading}`,
  downloads: {
    heading: 'Downloads',
    pdf: 'Noten als PDF herunterladen',
    musicXml: 'MusicXML herunterladen',
  },
  chordProgression: 'Akkordfolge',
  noBackingTrack: 'Dieses Kapitel hat keinen Backing Track.',
  video: {
    noVideo: 'Dieses Kapitel hat kein Video.',
    resumedAt: (seconds) => `Fortgesetzt bei ${formatPosition(seconds)}.`,
    startOver: 'Von vorne beginnen',
    speed: 'Geschwindigkeit',
    // 1 -> '100 %', rounded to whole percent as in English.
    speedPercent: (rate) => percent.format(Math.round(rate * 100) / 100),
    quality: 'Qualität',
    qualityAuto: 'Automatisch',
    qualityHeight: (height) => `${height}p`,
    seek: 'Springen',
    seekPosition: (seconds, duration) => `${formatPosition(seconds)} von ${formatPosition(duration)}`,
    previewAt: (seconds) => `Vorschau bei ${formatPosition(seconds)}`,
  },
};
export default de;
