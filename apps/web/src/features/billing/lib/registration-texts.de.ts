import type { Translation } from '#lib/i18n/texts.ts';
import { germanCountryName } from './country-names.de.ts';
import type { RegistrationTexts } from './registration-texts.ts';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const INTERVALS = { month: 'Monat', day: 'Tag' } as const;

const de: Translation<RegistrationTexts> = {
  title: 'Registrieren',
  loading: 'Wird geladen',
  alreadyRegistered: { title: 'Schon registriert', action: 'Zu den Kursen' },
  disabled: {
    title: 'Registrierung vorübergehend deaktiviert',
    text: 'Im Moment kann kein Konto angelegt werden. Für Details wende dich bitte an den Administrator.',
    action: 'Zur Startseite',
  },
  heading: 'Erstelle dein Konto',
  plan: {
    label: 'Gewähltes Abo',
    name: (name) => `${name}-Abo`,
    price: (amount, interval) => `${euros.format(amount)} / ${INTERVALS[interval]}`,
    trial: (days) => `Die ersten ${days} Tage kostenlos testen`,
  },
  fields: {
    username: 'Benutzername',
    email: 'E-Mail',
    password: 'Passwort',
    password2: 'Passwort bestätigen',
    first_name: 'Vorname',
    last_name: 'Nachname',
    street_address: 'Straße und Hausnummer',
    city: 'Ort',
    state: 'Bundesland',
    postal_code: 'Postleitzahl',
    country: 'Land',
    language: 'Sprache',
    level: 'Niveau',
  },
  selectCountry: 'Land auswählen',
  country: germanCountryName,
  languages: { english: 'Englisch', deutsch: 'Deutsch' },
  levels: { beginner: 'Anfänger', intermediate: 'Mittelstufe', advanced: 'Fortgeschritten' },
  payment: {
    label: 'Zahlungsart',
    loading: 'Zahlungsarten werden geladen',
    cardUnavailable: 'Kartenzahlungen sind gerade nicht möglich. Bitte nutze PayPal.',
    methods: { stripe: 'Kreditkarte', paypal: 'PayPal', none: 'Ohne Zahlung (kostenlose Registrierung)' },
  },
  card: { label: 'Kartendaten', number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Prüfnummer (CVC)' },
  accept: {
    before: 'Ich akzeptiere die ',
    terms: 'AGB',
    privacy: 'Datenschutzerklärung',
  },
  submit: { stripe: 'Mit Karte bezahlen', paypal: 'Weiter zu PayPal', none: 'Konto erstellen' },
  processing: 'Wird verarbeitet …',
  errors: {
    registrationFailed: 'Registrierung fehlgeschlagen',
    stripeNotInitialized: 'Die Kartenzahlung ist nicht bereit',
    subscriptionFailed: 'Das Abo konnte nicht angelegt werden',
    paymentFailed: 'Zahlung fehlgeschlagen',
    paypalFailed: 'Die PayPal-Zahlung konnte nicht angelegt werden',
    paypalNoResponse: 'Keine Antwort von PayPal erhalten',
    paypalNoApprovalUrl: 'Keine Freigabe-Adresse von PayPal erhalten',
  },
};
export default de;
