import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  list: {
    heading: 'Private lessons',
    newForm: 'New private lesson',
    newName: 'New lesson name',
    create: 'New lesson',
    loading: 'Loading private lessons',
    loadFailed: 'Failed to load private lessons',
    table: 'Private lessons',
    empty: 'No private lessons yet.',
    columns: {
      name: 'Name',
      sections: 'Sections',
      students: 'Students',
      created: 'Created',
      actions: 'Actions',
    },
    noStudents: 'None',
    created: (iso: string) => new Date(iso).toLocaleDateString('en-GB'),
    edit: 'Edit',
    editLesson: (name: string) => `Edit ${name}`,
  },
  editor: {
    loading: 'Loading private lesson',
    loadFailed: 'Failed to load the lesson',
    delete: 'Delete lesson',
    nameForm: 'Lesson name',
    name: 'Name',
    required: 'This field is required.',
    saveName: 'Save name',
    nameSaved: 'Name saved.',
    students: 'Students',
    sections: 'Sections',
    addSection: 'Add section',
    noSections: 'No sections yet.',
    editSection: 'Edit section',
    newSection: 'New section',
    deleteTitle: 'Delete this lesson?',
    deleteConfirm: 'Delete',
    deleteText: (sections: number, students: number) =>
      `The lesson and its ${sections} sections are removed for its ${students} students. This cannot be undone.`,
  },
  section: {
    form: 'Section',
    text: 'Text',
    video: 'Video',
    pdf: 'PDF',
    cancel: 'Cancel',
    save: 'Save section',
  },
  sections: {
    label: 'Sections',
    // Students see 'Section N' and N names the downloads: the admin uses the same words.
    title: (position: number) => `Section ${position}`,
    noText: 'No text',
    video: 'video',
    pdf: 'PDF',
  },
  students: {
    intro:
      'Only the students listed here see this lesson on their Private Lessons page. Adding a student turns on their private lessons access (takes_lessons).',
    none: 'No students assigned yet.',
    assigned: 'Assigned students',
    accessOff: ' – lessons access off',
    deactivated: ' – deactivated',
    takesLessons: ' · takes lessons',
    add: 'Add a student',
    placeholder: 'Name, username or e-mail',
    noOptions: 'No matching accounts',
    /** The search field's own words (MUI's English defaults). */
    searching: 'Loading…',
    clear: 'Clear',
    open: 'Open',
    close: 'Close',
  },
};
export type LessonsTexts = typeof en;

/** The texts of the console's private lesson pages. */
export const lessonsTexts = defineTexts(en, { de: () => import('./lessons-texts.de.ts') });
