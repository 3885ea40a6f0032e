import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { ForumTexts } from './forum-texts.ts';

const date = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' });

const de: Translation<ForumTexts> = {
  title: `Forum | ${SCHOOL_NAME}`,
  heading: 'Community-Forum',
  newPost: 'Neuer Beitrag',
  searchPlaceholder: 'Nach Betreff, Inhalt oder Autor suchen',
  search: 'Beiträge suchen',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  categories: {
    general: 'Allgemein',
    songs: 'Songs',
    rhythm: 'Rhythmus',
    technique: 'Technik',
    gear: 'Equipment',
  },
  loading: 'Wird geladen …',
  loadFailed: 'Die Beiträge konnten nicht geladen werden.',
  empty: 'Keine Beiträge gefunden.',
  loadMore: 'Weitere Beiträge laden',
  date: (iso) => date.format(new Date(iso)),
  comments: (count) => (count === 1 ? '1 Kommentar' : `${count} Kommentare`),
  form: {
    title: 'Neuen Beitrag schreiben',
    subject: 'Betreff',
    content: 'Inhalt',
    markdown: 'Markdown wird unterstützt.',
    cancel: 'Abbrechen',
    create: 'Beitrag veröffentlichen',
    failed: 'Der Beitrag konnte nicht erstellt werden.',
  },
  comment: {
    placeholder: 'Schreib einen Kommentar …',
    label: 'Kommentar schreiben',
    cancel: 'Abbrechen',
    post: 'Senden',
    failed: 'Der Kommentar konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  },
};
export default de;
