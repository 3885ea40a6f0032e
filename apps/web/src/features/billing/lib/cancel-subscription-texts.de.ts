import type { Translation } from '#lib/i18n/texts.ts';
import type { CancelSubscriptionTexts } from './cancel-subscription-texts.ts';

const de: Translation<CancelSubscriptionTexts> = {
  open: 'Abo kündigen',
  failed:
    'Dein Abo konnte nicht gekündigt werden. Bitte versuche es noch einmal oder wende dich an den Support.',
  info: {
    title: 'Was passiert, wenn du kündigst?',
    trial: [
      'Du bist in deiner kostenlosen Testphase. Wenn du kündigst, endet sie sofort: Dein Konto wird gleich gelöscht, und alle deine Daten und dein Fortschritt werden endgültig gelöscht.',
      'Es wird dir nichts berechnet.',
    ],
    active: [
      'Dein Abo bleibt bis zum Ende des aktuellen Abrechnungszeitraums aktiv; bis dahin hast du vollen Zugang.',
      'Danach wird dein Konto deaktiviert und deine Daten werden gelöscht. Bereits gezahlte Monatsbeiträge werden nicht erstattet.',
    ],
    keep: 'Abo behalten',
    proceed: 'Weiter zur Kündigung',
  },
  confirm: {
    title: 'Letzte Bestätigung',
    text: 'Das kann nicht rückgängig gemacht werden.',
    back: 'Zurück',
    action: 'Ja, mein Abo kündigen',
  },
};
export default de;
