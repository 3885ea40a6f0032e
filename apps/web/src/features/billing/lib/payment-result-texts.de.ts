import type { Translation } from '#lib/i18n/texts.ts';
import type { PaymentResultTexts } from './payment-result-texts.ts';

const de: Translation<PaymentResultTexts> = {
  title: 'Zahlung',
  processingLabel: 'Wird verarbeitet',
  processing: 'Deine Zahlung wird verarbeitet …',
  failedTitle: 'Zahlung fehlgeschlagen',
  defaultError:
    'Bei der Verarbeitung deiner Zahlung ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
  returnToPricing: 'Zurück zu den Preisen',
  successTitle: 'Zahlung erfolgreich!',
  success: 'Dein Konto ist angelegt und dein Abo ist jetzt aktiv. Gleich geht es weiter zur Anmeldung.',
  errors: {
    paymentFailed: 'Zahlung fehlgeschlagen',
    invalidPaypalResponse: 'Ungültige Zahlungsantwort von PayPal',
    sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte registriere dich noch einmal.',
    executionFailed: 'Die Zahlung konnte nicht ausgeführt werden',
    processingFailed: 'Die Zahlung konnte nicht verarbeitet werden',
  },
};
export default de;
