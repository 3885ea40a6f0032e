import type { Translation } from '#lib/i18n/texts.ts';
import type { PasswordTexts } from './password-texts.ts';

const de: Translation<PasswordTexts> = {
  forgot: {
    title: 'Passwort vergessen?',
    email: 'E-Mail',
    send: 'Link zum Zurücksetzen senden',
    sent: 'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt.',
    backToLogin: 'Zurück zur Anmeldung',
  },
  reset: {
    title: 'Neues Passwort festlegen',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    done: 'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  },
  fallback: 'Ein Fehler ist aufgetreten. Bitte versuche es noch einmal.',
};
export default de;
