import type { Translation } from '#lib/i18n/texts.ts';
import type { CourseTexts } from './course-texts.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('de-DE');

const de: Translation<CourseTexts> = {
  list: {
    heading: 'Kurse',
    newCourse: 'Neuer Kurs',
    loading: 'Kurse werden geladen',
    failed: 'Die Kurse konnten nicht geladen werden',
    label: 'Kurse',
    empty: 'Noch keine Kurse.',
    name: 'Name',
    language: 'Sprache',
    level: 'Niveau',
    chapters: 'Kapitel',
    state: 'Status',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
  },
  published: 'Veröffentlicht',
  draft: 'Entwurf',
  publish: 'Veröffentlichen',
  unpublish: 'Zurückziehen',
  newPage: {
    heading: 'Neuer Kurs',
    create: 'Kurs anlegen',
  },
  form: {
    label: 'Kurs',
    name: 'Name',
    description: 'Beschreibung',
    level: 'Niveau',
    language: 'Sprache',
    category: 'Kategorie',
    categoryHelp: 'z. B. Songs, Techniken, Workouts',
    thumbnail: 'Vorschaubild',
  },
  editor: {
    loading: 'Kurs wird geladen',
    failed: 'Der Kurs konnte nicht geladen werden',
    viewAsMember: 'Als Mitglied ansehen',
    deleteCourse: 'Kurs löschen',
    save: 'Kurs speichern',
    saved: 'Kurs gespeichert.',
    chapters: 'Kapitel',
    addChapter: 'Kapitel hinzufügen',
    noChapters: 'Noch keine Kapitel.',
    editChapter: 'Kapitel bearbeiten',
    newChapter: 'Neues Kapitel',
    deleteChapterTitle: 'Dieses Kapitel löschen?',
    deleteChapter: 'Kapitel löschen',
    deleteChapterText: (heading) =>
      `„${heading}“ wird für alle Mitglieder aus dem Kurs entfernt. Die hochgeladenen Dateien bleiben gespeichert.`,
    deleteCourseTitle: 'Diesen Kurs löschen?',
    deleteCourseConfirm: 'Löschen',
    deleteCourseText: (chapters) =>
      `Der Kurs und ${chapters === 1 ? 'sein Kapitel' : `seine ${chapters} Kapitel`} werden für alle Mitglieder entfernt. Das lässt sich nicht rückgängig machen.`,
  },
  chapters: {
    label: 'Kapitel',
    stream: (state) =>
      ({
        none: 'Stream: nicht erstellt',
        queued: state.error
          ? `Stream: wartet auf neuen Versuch (${state.error})`
          : 'Stream: in der Warteschlange',
        running: `Stream: ${state.progress} %`,
        ready: 'Stream: bereit',
        failed: `Stream fehlgeschlagen: ${state.error ?? 'unbekannter Grund'}`,
      })[state.state],
    retryStream: (heading) => `Stream von „${heading}“ neu erstellen`,
    retry: 'Erneut versuchen',
    backingTrack: (name) => `Backing Track: ${name ?? 'keiner'}`,
    videoLesson: (files) => {
      const names = files.map((file) => ({ video: 'Video', pdf: 'PDF', musicXml: 'MusicXML' })[file]);
      return `Videolektion${names.length ? ` (${names.join(', ')})` : ''}`;
    },
  },
  chapter: {
    label: 'Kapitel',
    heading: 'Überschrift',
    type: 'Art des Kapitels',
    video: 'Videolektion',
    backingtrack: 'Backing Track',
    videoFile: 'Video',
    backingTrack: 'Backing Track',
    backingTrackHelp:
      'Akkordchart, Timing und Audio gehören zum Track: Tracks legst du unter „Backing Tracks“ an und bearbeitest sie dort.',
    track: (name, key, tempo) => `${name} (${key}, ${number.format(tempo)} BPM)`,
    pdf: 'PDF',
    musicXml: 'MusicXML',
    cancel: 'Abbrechen',
    save: 'Kapitel speichern',
  },
  upcoming: {
    heading: 'Angekündigte Kurse',
    loading: 'Angekündigte Kurse werden geladen',
    label: 'Angekündigte Kurse',
    name: 'Name',
    publishDate: 'Veröffentlichung',
    level: 'Niveau',
    actions: 'Aktionen',
    date: (iso) => dateTime.format(new Date(iso)),
    passed: ' (vorbei, ausgeblendet)',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    removeTitle: 'Diese Ankündigung entfernen?',
    remove: 'Entfernen',
    removeText: (name) => `„${name}“ erscheint nicht mehr im Block „Demnächst“.`,
    editHeading: (name) => `„${name}“ bearbeiten`,
    announceHeading: 'Kurs ankündigen',
    form: {
      label: 'Angekündigter Kurs',
      name: 'Name',
      level: 'Niveau',
      publishDate: 'Veröffentlichung am',
      pickDate: 'Wähle ein Datum für die Veröffentlichung.',
      languages: 'Sprachen',
      thumbnail: 'Vorschaubild',
      save: 'Ankündigung speichern',
      announce: 'Kurs ankündigen',
    },
  },
};
export default de;
