import type { Translation } from '#lib/i18n/texts.ts';
import type { TakesTexts } from './takes-texts.ts';

const de: Translation<TakesTexts> = {
  heading: 'Deine Aufnahmen',
  intro: 'Nimm dich zu einem Backing Track auf und schick es deinem Lehrer, der dir Takt für Takt antwortet.',
  record: 'Aufnahme machen',
  title: 'Titel',
  note: 'Notiz für deinen Lehrer',
  send: 'Aufnahme senden',
  sending: (percent) => `Wird gesendet … ${percent} %`,
  cancel: 'Abbrechen',
  empty: 'Noch keine Aufnahmen.',
  loading: 'Deine Aufnahmen werden geladen …',
  state: { sent: 'Gesendet', answered: 'Beantwortet' },
  delete: 'Aufnahme löschen',
  used: (used, quota) => `${used} von ${quota} belegt`,
  dialog: 'Aufnahme machen',
};
export default de;
