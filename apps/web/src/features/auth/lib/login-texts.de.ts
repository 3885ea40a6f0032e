import type { Translation } from '#lib/i18n/texts.ts';
import type { LoginTexts } from './login-texts.ts';

const de: Translation<LoginTexts> = {
  title: 'Anmelden',
  heading: 'Melde dich an',
  note: 'Bitte melde dich an, um diesen Inhalt zu sehen',
  loading: 'Wird geladen',
  already: 'Du bist schon angemeldet',
  redirecting: 'Du wirst weitergeleitet …',
  failed: 'Anmeldung fehlgeschlagen',
  user: 'Benutzername oder E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Wird angemeldet …',
  forgot: 'Passwort vergessen?',
  register: 'Noch kein Konto? Hier registrieren',
  invalid:
    'Benutzername/E-Mail oder Passwort ist falsch. Bitte prüfe deine Angaben und versuche es noch einmal.',
  fallback: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
};
export default de;
