import { BILLING_MESSAGES } from '@gjs/shared';

/** The German cancellation page of decision 0417 (§312k BGB): short, plain German. */
export const CANCELLATION_TEXTS = {
  title: 'Verträge hier kündigen',
  intro:
    'Hier kündigen Sie Ihr Abonnement ohne Anmeldung. Geben Sie den Namen und die E-Mail-Adresse Ihres Kontos an.',
  effect:
    'Eine laufende Probephase endet sofort, das Konto wird dann gelöscht. Ein bezahltes Abonnement endet zum Ende des bezahlten Monats.',
  name: 'Name',
  email: 'E-Mail-Adresse',
  username: 'Benutzername (optional)',
  submit: 'Jetzt kündigen',
  submitting: 'Wird gesendet...',
  failed: 'Die Kündigung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  confirmedTitle: 'Kündigung eingegangen',
  receivedAt: (date: string, time: string) =>
    `Ihre Kündigung ist am ${date} um ${time} Uhr bei uns eingegangen.`,
  mailed: 'Wir haben Ihnen eine Bestätigung mit Datum und Uhrzeit per E-Mail gesendet.',
  home: 'Zur Startseite',
} as const;

const GERMAN_FIELD_MESSAGES: Record<string, string> = {
  [BILLING_MESSAGES.required]: 'Bitte füllen Sie dieses Feld aus.',
  [BILLING_MESSAGES.missing]: 'Bitte füllen Sie dieses Feld aus.',
  [BILLING_MESSAGES.invalidEmail]: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
};

/** The shared schema speaks English; this page shows its field messages in German. */
export function germanFieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return GERMAN_FIELD_MESSAGES[message] ?? 'Bitte prüfen Sie Ihre Eingabe.';
}

/** '2026-11-23T09:05:00Z' -> { date: '23.11.2026', time: '10:05' }, in German time. */
export function germanDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const zone = { timeZone: 'Europe/Berlin' } as const;
  return {
    date: at.toLocaleDateString('de-DE', { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: at.toLocaleTimeString('de-DE', { ...zone, hour: '2-digit', minute: '2-digit' }),
  };
}
