import type { Translation } from '../../lib/i18n/texts.ts';
import type { ErrorTexts } from './error-texts.ts';

/** The statuses a route answers with; any other keeps the router's own status text. */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Kein Zugriff',
  404: 'Seite nicht gefunden',
  405: 'Methode nicht erlaubt',
  500: 'Interner Serverfehler',
  503: 'Dienst nicht verfügbar',
};

const de: Translation<ErrorTexts> = {
  heading: 'Unerwarteter Fehler in der Anwendung!',
  status: (status, statusText) => `${status} ${STATUS_TEXTS[status] ?? statusText}`,
  backHome: 'Zurück zur Startseite',
};
export default de;
