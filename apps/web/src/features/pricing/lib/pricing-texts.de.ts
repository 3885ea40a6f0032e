import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { PricingTexts } from './pricing-texts.ts';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const INTERVALS = { month: 'Monat', day: 'Tag' } as const;

const de: Translation<PricingTexts> = {
  title: `Preise | ${SCHOOL_NAME}`,
  description: (price, trialDays) =>
    `Ein Abo mit allen Lektionen: ${price} im Monat, die ersten ${trialDays} Tage kostenlos.`,
  loading: 'Wird geladen',
  price: (amount) => euros.format(amount),
  period: (interval) => `/ ${INTERVALS[interval]}`,
  alreadyMember: {
    heading: 'Du bist schon Mitglied',
    text: 'Dein Abo gibt dir Zugang zu allen Kursen, Backing Tracks und Noten.',
    viewCourses: 'Zu den Kursen',
  },
  heading: 'Fang heute an zu lernen',
  intro: 'Ein Abo mit allen Lektionen, Backing Tracks und Noten. Kostenlos testen, monatlich kündbar.',
  pro: {
    title: 'PRO-ABO',
    badge: 'Am beliebtesten',
    note: (trialDays) => `Die ersten ${trialDays} Tage kostenlos testen`,
    features: [
      'Alle Kurse: Melodie-, Solo-, Akkord- (Ton für Ton) und Rhythmus-Lektionen',
      'Backing Tracks mit Akkordcharts',
      'Noten als PDF und MusicXML',
      'Lektionen auf Deutsch und Englisch',
      'Das Forum der Community',
      'Monatlich kündbar',
    ],
    action: 'Registrieren',
  },
  test: {
    title: 'TEST-ABO',
    note: 'Kein Testzeitraum',
    features: ['Nur für Webhook-Tests', 'Tägliche Abbuchung', 'Nicht für Mitglieder'],
    action: 'Webhook testen',
  },
};
export default de;
