import { GERMAN_SUBSCRIPTION_STATUSES } from '../../common/lib/subscription-statuses.de.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import type { MembersTexts } from './members-texts.ts';

const STATUS_LABELS = GERMAN_SUBSCRIPTION_STATUSES;

const LEVELS = { beginner: 'Anfänger', intermediate: 'Mittelstufe', advanced: 'Fortgeschritten' } as const;

const PAGES = {
  first: 'Zur ersten Seite',
  last: 'Zur letzten Seite',
  next: 'Zur nächsten Seite',
  previous: 'Zur vorherigen Seite',
} as const;

const day = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const moment = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('de-DE');

const de: Translation<MembersTexts> = {
  status: (status) => (status ? STATUS_LABELS[status] : 'Kein Abo'),
  day: (iso) => (iso ? day.format(new Date(iso)) : '—'),
  moment: (iso) => moment.format(new Date(iso)),
  level: (level) => LEVELS[level],
  language: (language) => (language === 'deutsch' ? 'Deutsch' : 'Englisch'),
  endDate: {
    complimentary: 'Zugang endet',
    trial: 'Testphase endet',
    paidUntil: 'Zugang bis',
    nextBilling: 'Nächste Abbuchung',
  },
  summary: {
    openEnded: 'Gratis, unbefristet',
    ends: (date) => `Gratis, endet am ${date}`,
    ended: (date) => `Gratis, endete am ${date}`,
    withProvider: (status, provider) => `${status} (${provider})`,
  },
  flags: {
    staff: 'Mitarbeiter',
    lessons: 'Unterricht',
    takesLessons: 'Nimmt Unterricht',
    deactivated: 'Deaktiviert',
  },
  list: {
    heading: 'Mitglieder',
    search: 'Nach Name, Benutzername oder E-Mail suchen',
    loading: 'Mitglieder werden geladen',
    loadFailed: 'Die Mitglieder konnten nicht geladen werden',
    empty: 'Keine Mitglieder gefunden.',
    table: 'Mitglieder',
    columns: {
      username: 'Benutzername',
      name: 'Name',
      email: 'E-Mail',
      subscription: 'Abo',
      flags: 'Merkmale',
      joined: 'Dabei seit',
    },
    displayedRows: (from, to, total) =>
      `${count.format(from)}–${count.format(to)} von ${total !== -1 ? count.format(total) : `mehr als ${count.format(to)}`}`,
    pageButton: (type) => PAGES[type],
  },
  detail: {
    back: '← Alle Mitglieder',
    loading: 'Mitglied wird geladen',
    loadFailed: 'Das Mitglied konnte nicht geladen werden',
    profile: 'Profil',
    subscription: 'Abo',
    subscriptionDetails: 'Details zum Abo',
    access: 'Zugang',
    rows: {
      name: 'Name',
      email: 'E-Mail',
      joined: 'Dabei seit',
      lastLogin: 'Letzte Anmeldung',
      never: 'Nie',
      level: 'Niveau',
      language: 'Sprache',
      notifications: 'E-Mail-Benachrichtigungen',
      on: 'An',
      off: 'Aus',
      address: 'Adresse',
      bio: 'Über mich',
      subscription: 'Abo',
      none: 'Keins',
      summary: 'Überblick',
      status: 'Status',
      plan: 'Tarif',
      provider: 'Zahlungsanbieter',
      providerSubscription: 'Abo beim Anbieter',
      startDate: 'Beginn',
      openEnded: 'Unbefristet',
      cancelAtPeriodEnd: 'Zum Ende des Zeitraums gekündigt',
      contentAccess: 'Zugang zu den Inhalten',
      yes: 'Ja',
      no: 'Nein',
    },
    grantComplimentary: 'Gratis-Abo vergeben',
    endComplimentary: 'Gratiszugang beenden',
    takesLessons: 'Nimmt Privatunterricht',
    staff: 'Mitarbeiter',
    staffSelf: 'Mitarbeiter (deinen eigenen Mitarbeiterzugang kannst du nicht entziehen)',
    deactivate: 'Konto deaktivieren',
    reactivate: 'Konto reaktivieren',
    delete: 'Konto löschen',
  },
  confirm: {
    removeStaffTitle: (username) => `${username} den Mitarbeiterzugang entziehen?`,
    makeStaffTitle: (username) => `${username} zum Mitarbeiter machen?`,
    removeStaff: 'Mitarbeiterzugang entziehen',
    makeStaff: 'Zum Mitarbeiter machen',
    removeStaffText: 'Der Zugang zur Verwaltung endet sofort.',
    makeStaffText:
      'Mitarbeiter haben Zugang zur Verwaltung: Sie verwalten Kurse, Mitglieder, Einstellungen und alles andere.',
    deactivateTitle: (username) => `${username} deaktivieren?`,
    deactivate: 'Deaktivieren',
    deactivateText:
      'Das Mitglied wird überall abgemeldet und kann sich erst wieder anmelden, wenn das Konto reaktiviert ist. Die Daten bleiben erhalten. Ein laufendes Abo beim Zahlungsanbieter wird vorher gekündigt, damit nichts mehr abgebucht wird, und das Mitglied bekommt die Kündigungs-E-Mail.',
    deleteTitle: (username) => `${username} löschen?`,
    delete: 'Konto löschen',
    deleteText:
      'Das Konto wird sofort mit allen Daten gelöscht: Profil, Foto, Fortschritt, Beiträge und Kommentare im Forum. Ein laufendes Abo beim Zahlungsanbieter wird vorher gekündigt. Das lässt sich nicht rückgängig machen.',
  },
  complimentary: {
    title: 'Gratis-Abo vergeben',
    description: (summary) =>
      `Das Mitglied bekommt vollen Zugang, ohne zu zahlen: Status aktiv, kein Zahlungsanbieter. Das ersetzt das aktuelle Abo (${summary}).`,
    notice: (provider) =>
      `Das laufende Abo bei ${provider} wird jetzt gekündigt; dem Mitglied wird nichts mehr abgebucht.`,
    choice: 'Dauer',
    openEnded: 'Unbefristet',
    untilDate: 'Bis zu einem Datum',
    submit: 'Vergeben',
  },
  endComplimentary: {
    title: 'Gratiszugang beenden',
    description: (username) =>
      `${username} verliert den Zugang zu den Inhalten, wenn das Gratis-Abo endet. Die Änderung wird im Protokoll festgehalten.`,
    choice: 'Wann',
    now: 'Jetzt',
    onDate: 'An einem Datum',
    submit: 'Zugang beenden',
  },
  dateChoice: {
    endsOn: 'Zugang endet am',
    endsOnHelp: 'Der Zugang endet, sobald dieser Tag beginnt (UTC).',
    cancel: 'Abbrechen',
  },
};
export default de;
