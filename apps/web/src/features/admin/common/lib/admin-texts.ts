import { displayLevel, SCHOOL_NAME, type CourseLevel, type Language as CourseLanguage } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  /** The console's frame (app/routes/admin/layout.tsx). */
  title: `Admin | ${SCHOOL_NAME}`,
  heading: 'Admin',
  nav: {
    label: 'Admin sections',
    sections: {
      courses: 'Courses',
      upcoming: 'Upcoming',
      backingTracks: 'Backing tracks',
      members: 'Members',
      privateLessons: 'Private lessons',
      takes: 'Takes',
      inbox: 'Inbox',
      settings: 'Settings',
      statistics: 'Statistics',
      audit: 'Audit log',
    },
    /** A tab's spoken name with its count, which starts with what the tab shows ("Inbox 2"): "Inbox 2 unread". */
    badge: (label: string, count: number, what: string) => `${label} ${count} ${what}`,
    /** What a tab's count means when the section does not say. */
    badgeNew: 'new',
    unread: 'unread',
  },
  /** Words the console's screens share. */
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    remove: 'Remove',
    header: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  /** A course's or member's language, as the admin names it. */
  language: (language: CourseLanguage) => (language === 'deutsch' ? 'German' : 'English'),
  /** A course level ('interadvanced' → 'Intermediate - Advanced'). */
  level: (level: CourseLevel) => displayLevel(level),
  /** The rows of a sortable list (chapters, lesson sections). */
  sortable: {
    edit: 'Edit',
    delete: 'Delete',
    editItem: (name: string) => `Edit ${name}`,
    deleteItem: (name: string) => `Delete ${name}`,
    moveItem: (name: string) => `Move ${name}`,
    /** What a screen reader hears while a row is moved. */
    theItem: 'The item',
    pickedUp: (name: string) => `Picked up ${name}.`,
    isAt: (name: string, position: number) => `${name} is at position ${position}.`,
    movedTo: (name: string, position: number) => `${name} was moved to position ${position}.`,
    droppedAt: (name: string, position: number) => `${name} was dropped at position ${position}.`,
    dropped: (name: string) => `${name} was dropped.`,
    cancelled: (name: string) => `Moving ${name} was cancelled.`,
  },
};
export type AdminTexts = typeof en;

/** The admin console's shared texts: its frame, navigation and the pieces every section uses. */
export const adminTexts = defineTexts(en, { de: () => import('./admin-texts.de.ts') });
