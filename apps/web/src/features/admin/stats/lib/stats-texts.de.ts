import { GERMAN_SUBSCRIPTION_STATUSES } from '../../common/lib/subscription-statuses.de.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import type { StatsTexts } from './stats-texts.ts';

const STATUSES = GERMAN_SUBSCRIPTION_STATUSES;

const number = new Intl.NumberFormat('de-DE');
const date = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayAndMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) as the server counts it, in UTC. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

const de: Translation<StatsTexts> = {
  heading: 'Statistik',
  from: 'Von',
  to: 'Bis',
  loading: 'Statistik wird geladen',
  range: {
    incomplete: 'Wähle beide Tage aus.',
    reversed: 'Der Beginn darf nicht nach dem Ende liegen.',
    tooLong: (maxDays) => `Der Zeitraum darf höchstens ${number.format(maxDays)} Tage umfassen.`,
  },
  pageViews: 'Seitenaufrufe',
  uniqueSessions: 'Eindeutige Sitzungen',
  sessions: 'Sitzungen',
  perDay: 'Seitenaufrufe pro Tag',
  day: 'Tag',
  topPages: 'Meistbesuchte Seiten',
  path: 'Pfad',
  views: 'Aufrufe',
  byStatus: 'Mitglieder nach Abo-Status',
  status: (status) => STATUSES[status],
  signupsPerWeek: 'Registrierungen pro Woche',
  signups: 'Registrierungen',
  noSignups: 'Keine Registrierungen in diesem Zeitraum.',
  courseProgress: 'Kursfortschritt',
  noCourses: 'Noch keine Kurse mit Kapiteln.',
  course: 'Kurs',
  started: 'Begonnen',
  finished: 'Abgeschlossen',
  count: (value) => number.format(value),
  tableDay: (day) => date.format(utcDay(day)),
  axisDay: (day) => dayAndMonth.format(utcDay(day)),
  week: (monday) => `Woche ab ${date.format(utcDay(monday))}`,
  chartValue: (value) => (value == null ? '' : number.format(value)),
  axisNumber: (value, _tickLabel) => number.format(value),
  chart: { loading: 'Daten werden geladen…', noData: 'Keine Daten vorhanden' },
};
export default de;
