import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { AdminTexts } from './admin-texts.ts';

const LEVELS = {
  beginner: 'Anfänger',
  intermediate: 'Mittelstufe',
  advanced: 'Fortgeschritten',
  interadvanced: 'Mittelstufe – Fortgeschritten',
} as const;

const de: Translation<AdminTexts> = {
  title: `Verwaltung | ${SCHOOL_NAME}`,
  heading: 'Verwaltung',
  nav: {
    label: 'Bereiche der Verwaltung',
    sections: {
      courses: 'Kurse',
      upcoming: 'Angekündigt',
      backingTracks: 'Backing Tracks',
      members: 'Mitglieder',
      privateLessons: 'Privatunterricht',
      takes: 'Aufnahmen',
      inbox: 'Posteingang',
      settings: 'Einstellungen',
      statistics: 'Statistik',
      audit: 'Protokoll',
    },
    badge: (label, count, what) => `${label} ${count} ${what}`,
    badgeNew: 'neu',
    unread: 'ungelesen',
  },
  actions: {
    edit: 'Bearbeiten',
    delete: 'Löschen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    remove: 'Entfernen',
    header: 'Aktionen',
  },
  yes: 'Ja',
  no: 'Nein',
  language: (language) => (language === 'deutsch' ? 'Deutsch' : 'Englisch'),
  level: (level) => LEVELS[level],
  sortable: {
    edit: 'Bearbeiten',
    delete: 'Löschen',
    editItem: (name) => `${name} bearbeiten`,
    deleteItem: (name) => `${name} löschen`,
    moveItem: (name) => `${name} verschieben`,
    theItem: 'Der Eintrag',
    pickedUp: (name) => `${name} aufgenommen.`,
    isAt: (name, position) => `${name} ist an Position ${position}.`,
    movedTo: (name, position) => `${name} wurde an Position ${position} verschoben.`,
    droppedAt: (name, position) => `${name} wurde an Position ${position} abgelegt.`,
    dropped: (name) => `${name} wurde abgelegt.`,
    cancelled: (name) => `Verschieben von ${name} abgebrochen.`,
  },
};
export default de;
