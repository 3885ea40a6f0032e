import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { ProfileTexts } from './profile-texts.ts';

const LEVELS = { beginner: 'Anfänger', intermediate: 'Mittelstufe', advanced: 'Fortgeschritten' } as const;
const LANGUAGES = { english: 'Englisch', deutsch: 'Deutsch' } as const;
const STATUSES = {
  trial: 'Testphase',
  active: 'Aktiv',
  past_due: 'Zahlung überfällig',
  cancelled: 'Gekündigt',
  expired: 'Abgelaufen',
  none: 'Keins',
} as const;

const weekStart = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' });

/** Practice time in German units: '45 Sek.', '12 Min.', '2 Std. 5 Min.'. */
function practiceTime(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} Sek.`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} Min.`;
  const rest = minutes % 60;
  const hours = `${Math.floor(minutes / 60)} Std.`;
  return rest === 0 ? hours : `${hours} ${rest} Min.`;
}

const de: Translation<ProfileTexts> = {
  title: `Profil | ${SCHOOL_NAME}`,
  loading: 'Wird geladen …',
  loadFailed: 'Das Profil konnte nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  heading: 'Profil',
  personalDetails: 'Persönliche Angaben',
  details: {
    username: 'Benutzername',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    level: 'Niveau',
    language: 'Sprache',
    bio: 'Über mich',
    emailNotifications: 'E-Mail-Benachrichtigungen',
    on: 'An',
    off: 'Aus',
    edit: 'Profil bearbeiten',
  },
  level: (level) => LEVELS[level],
  language: (language) => LANGUAGES[language],
  form: {
    name: 'Profil bearbeiten',
    firstName: 'Vorname',
    lastName: 'Nachname',
    readOnly: 'Nicht änderbar',
    email: 'E-Mail',
    level: 'Niveau',
    language: 'Sprache',
    bio: 'Über mich',
    emailNotifications: 'E-Mail-Benachrichtigungen',
    save: 'Änderungen speichern',
    cancel: 'Abbrechen',
    updateFailed: 'Das Profil konnte nicht gespeichert werden',
    invalidEmail: 'Gib eine gültige E-Mail-Adresse ein.',
    bioTooLong: '„Über mich“ darf höchstens 2.000 Zeichen lang sein.',
  },
  photo: {
    alt: 'Profilfoto',
    defaultAvatar: 'Standard-Avatar',
    file: 'Datei für das Profilfoto',
    change: 'Foto ändern',
    success: 'Das Bild wurde hochgeladen!',
    failure: 'Das Bild konnte nicht zugeschnitten oder hochgeladen werden. Bitte versuch es noch einmal.',
  },
  crop: {
    title: 'Foto zuschneiden',
    zoom: 'Zoom',
    cancel: 'Abbrechen',
    confirm: 'Zuschneiden & weiter',
  },
  practice: {
    heading: 'Üben',
    loading: 'Deine Übungszeit wird geladen …',
    loadFailed: 'Deine Übungszeit konnte nicht geladen werden.',
    thisWeek: 'Diese Woche',
    streak: 'Serie',
    empty: 'Spiel einen Backing Track oder ein Lektionsvideo ab, dann erscheint hier deine Übungszeit.',
    topTracks: 'Am meisten geübte Tracks',
    topChapters: 'Am meisten geübte Kapitel',
    deleteLog: 'Mein Übungsprotokoll löschen',
    confirmTitle: 'Dein Übungsprotokoll löschen?',
    confirmDelete: 'Löschen',
    confirmText:
      'Die gesamte aufgezeichnete Übungszeit wird gelöscht. Deine Player-Einstellungen bleiben erhalten.',
    deleteFailed: 'Das Protokoll konnte nicht gelöscht werden.',
    chart: 'Übungszeit in den letzten 12 Wochen',
    week: (start, time) => `Woche ab ${start}: ${time}`,
    time: practiceTime,
    weekStart: (day) => weekStart.format(new Date(`${day}T00:00:00Z`)),
    days: (days) => (days === 1 ? '1 Tag' : `${days} Tage`),
  },
  subscription: {
    heading: 'Abo',
    none: 'Kein Abo.',
    plan: 'Tarif',
    status: 'Status',
    provider: 'Zahlungsanbieter',
    startDate: 'Beginn',
    nextBillingDate: 'Nächste Abrechnung',
    notSet: 'Nicht festgelegt',
    statusName: (status) => STATUSES[status],
    date: (iso) => longDate.format(new Date(iso)),
  },
  myData: {
    heading: 'Deine Daten',
    text: 'Eine Datei mit deinem Konto, Profil, Abo, deinen Forenbeiträgen und Kommentaren, deinem Kursfortschritt, deinen Übungseinstellungen und deinem Übungsprotokoll.',
    download: 'Meine Daten herunterladen',
    failed: 'Der Download ist fehlgeschlagen.',
  },
};
export default de;
