import type { Translation } from '#lib/i18n/texts.ts';
import type { LessonsTexts } from './lessons-texts.ts';

const day = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

const de: Translation<LessonsTexts> = {
  list: {
    heading: 'Privatunterricht',
    newForm: 'Neue Privatstunde',
    newName: 'Name der neuen Stunde',
    create: 'Neue Stunde',
    loading: 'Privatstunden werden geladen',
    loadFailed: 'Die Privatstunden konnten nicht geladen werden',
    table: 'Privatstunden',
    empty: 'Noch keine Privatstunden.',
    columns: {
      name: 'Name',
      sections: 'Abschnitte',
      students: 'Schüler',
      created: 'Erstellt',
      actions: 'Aktionen',
    },
    noStudents: 'Keine',
    created: (iso) => day.format(new Date(iso)),
    edit: 'Bearbeiten',
    editLesson: (name) => `${name} bearbeiten`,
  },
  editor: {
    loading: 'Privatstunde wird geladen',
    loadFailed: 'Die Stunde konnte nicht geladen werden',
    delete: 'Stunde löschen',
    nameForm: 'Name der Stunde',
    name: 'Name',
    required: 'Dieses Feld ist erforderlich.',
    saveName: 'Name speichern',
    nameSaved: 'Name gespeichert.',
    students: 'Schüler',
    sections: 'Abschnitte',
    addSection: 'Abschnitt hinzufügen',
    noSections: 'Noch keine Abschnitte.',
    editSection: 'Abschnitt bearbeiten',
    newSection: 'Neuer Abschnitt',
    deleteTitle: 'Diese Stunde löschen?',
    deleteConfirm: 'Löschen',
    deleteText: (sections, students) =>
      `Die Stunde mit ${sections === 1 ? '1 Abschnitt' : `${sections} Abschnitten`} wird für ${students} Schüler entfernt. Das lässt sich nicht rückgängig machen.`,
  },
  section: {
    form: 'Abschnitt',
    text: 'Text',
    video: 'Video',
    pdf: 'PDF',
    cancel: 'Abbrechen',
    save: 'Abschnitt speichern',
  },
  sections: {
    label: 'Abschnitte',
    title: (position) => `Abschnitt ${position}`,
    noText: 'Kein Text',
    video: 'Video',
    pdf: 'PDF',
  },
  students: {
    intro:
      'Nur die hier aufgeführten Schüler sehen diese Stunde auf ihrer Seite „Privatunterricht“. Wer hinzugefügt wird, bekommt Zugang zum Privatunterricht (takes_lessons).',
    none: 'Noch keine Schüler zugewiesen.',
    assigned: 'Zugewiesene Schüler',
    accessOff: ' – kein Zugang zum Unterricht',
    deactivated: ' – deaktiviert',
    takesLessons: ' · nimmt Unterricht',
    add: 'Schüler hinzufügen',
    placeholder: 'Name, Benutzername oder E-Mail',
    noOptions: 'Keine passenden Konten',
    searching: 'Wird geladen…',
    clear: 'Leeren',
    open: 'Öffnen',
    close: 'Schließen',
  },
};
export default de;
