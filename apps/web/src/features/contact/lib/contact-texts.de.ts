import type { Translation } from '#lib/i18n/texts.ts';
import type { ContactTexts } from './contact-texts.ts';

const de: Translation<ContactTexts> = {
  h: 'Kontakt',
  intro:
    'Fragen zu den Lektionen, deinem Abo oder zum Privatunterricht? Schreib uns, wir antworten dir per E-Mail.',
  desc: (school) => `Fragen zur ${school}, zu den Lektionen oder deinem Abo? Schick uns eine Nachricht.`,
  form: 'Kontaktformular',
  name: 'Name',
  email: 'E-Mail',
  message: 'Nachricht',
  send: 'Nachricht senden',
  sending: 'Wird gesendet …',
  sent: 'Nachricht erfolgreich gesendet!',
  failed: 'Beim Senden ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
};
export default de;
