import type { Translation } from '#lib/i18n/texts.ts';
import type { AdminTakesTexts } from './takes-texts.ts';

const de: Translation<AdminTakesTexts> = {
  heading: 'Aufnahmen',
  unread: (count) => `${count} ungelesen`,
  empty: 'Noch keine Aufnahmen.',
  student: 'Schüler',
  title: 'Titel',
  sent: 'Gesendet',
  state: { sent: 'Gesendet', answered: 'Beantwortet' },
  new: 'Neu',
  back: 'Alle Aufnahmen',
  remarkAt: (time) => `Anmerkung bei ${time}`,
  addRemark: 'Anmerkung hinzufügen',
  removeRemark: 'Anmerkung entfernen',
  answer: 'Antwort aufnehmen',
  saveAnswer: 'Antwort speichern',
  markAnswered: 'Als beantwortet markieren',
  answered: 'Beantwortet: der Schüler wurde per E-Mail benachrichtigt.',
  loading: 'Wird geladen …',
};
export default de;
