import { describe, expect, it } from 'vitest';
import {
  MEMBER_DATA_LABELS,
  MEMBER_DATA_SECTIONS,
  PAGE_VIEW_RETENTION_MONTHS,
  PLANS,
  type BusinessDetails,
} from '@gjs/shared';
import { documentText, type LegalDocument } from '../lib/legal-document.ts';
import { planTerms } from '../lib/plan-terms.ts';
import { imprintDe, imprintEn } from './imprint.ts';
import { privacyDe } from './privacy-de.ts';
import { privacyEn } from './privacy-en.ts';
import { termsDe } from './terms-de.ts';
import { termsEn } from './terms-en.ts';

const DETAILS: BusinessDetails = {
  business_name: 'Gypsy Jazz Guitar School',
  business_street: 'Oranienstraße 42',
  business_postal_code: '10999',
  business_city: 'Berlin',
  business_email: 'info@gypsyjazz.school',
  business_responsible_person: 'Django Weiss',
};

const text = (document: LegalDocument) => documentText(document, DETAILS).replace(/\s+/g, ' ');
const ids = (document: LegalDocument) => document.sections.map((section) => section.id);

/** Every section decision 0414 lists for the privacy policy, plus delivery/logs, private lessons, e-mail and changes. */
const PRIVACY_SECTIONS = [
  'controller',
  'data-types',
  'legal-bases',
  'security',
  'hosting',
  'third-country-transfers',
  'retention',
  'rights',
  'payment',
  'cookies',
  'registration',
  'community',
  'private-lessons',
  'learning-progress',
  'contact',
  'email',
  'analytics',
  'embedded-content',
  'supervisory-authority',
  'changes',
];

describe('both language versions', () => {
  it.each([
    ['terms', termsDe(), termsEn()],
    ['privacy', privacyDe(), privacyEn()],
    ['imprint', imprintDe(2030), imprintEn(2030)],
  ])(
    '%s: the same unique section ids in the same order, so that anchors work in either language',
    (_, de, en) => {
      expect(ids(de)).toEqual(ids(en));
      expect(new Set(ids(de)).size).toBe(ids(de).length);
      for (const id of ids(de)) expect(id).toMatch(/^[a-z][a-z-]*$/);
    },
  );

  it('are real texts: no placeholders, no unfinished notes', () => {
    for (const document of [
      termsDe(),
      termsEn(),
      privacyDe(),
      privacyEn(),
      imprintDe(2030),
      imprintEn(2030),
    ]) {
      expect(text(document)).not.toMatch(/lorem|ipsum|todo|tbd|fixme|xxx|\[(name|address|email)\]/i);
      for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    }
  });
});

describe('terms (decision 0414)', () => {
  it('carry the dates and the plan from the one source of truth', () => {
    expect(termsDe().updated).toBe('Stand: Juli 2025');
    expect(termsEn().updated).toBe('Last updated July 2025');
    expect(planTerms('de')).toEqual({ name: 'Pro', price: '19,99\u00a0€', trialDays: PLANS.pro.trialDays });
    expect(planTerms('en').price).toBe('€19.99');
    expect(text(termsDe())).toContain('Es kostet 19,99 € pro Monat');
    expect(text(termsDe())).toContain(`${PLANS.pro.trialDays} Tage lang kostenlos`);
    expect(text(termsEn())).toContain('It costs €19.99 per month');
    expect(text(termsEn())).toContain(`free of charge for ${PLANS.pro.trialDays} days`);
  });

  it('state every contract term in German', () => {
    const de = text(termsDe());
    for (const term of [
      'wenn der Nutzer ein Abonnement auswählt, seine Daten eingibt und den Zahlungsvorgang erfolgreich abschließt',
      'Der Zugang zu den Inhalten wird nach erfolgreicher Zahlung freigeschaltet',
      'verlängert sich automatisch',
      'vor dem Ende des laufenden Abrechnungszeitraums gekündigt',
      'einfaches, nicht übertragbares und nicht unterlizenzierbares Recht',
      'private, nicht kommerzielle Zwecke',
      'Videos dürfen nur gestreamt werden',
      'herunterzuladen, zu speichern, aufzuzeichnen',
      'für den persönlichen Gebrauch heruntergeladen',
      'Zugangsdaten dürfen nicht an Dritte weitergegeben werden',
      'jederzeit zum Ende des laufenden Abrechnungszeitraums kündigen',
      'in seinem Nutzerkonto',
      'per E-Mail an info@gypsyjazz.school',
      '„Verträge hier kündigen“',
      '§ 312k BGB',
      'Bereits gezahlte Monatsentgelte werden nicht, auch nicht anteilig, erstattet',
      'während des kostenlosen Testzeitraums, endet der Zugang sofort',
      'Widerrufsbelehrung',
      'Muster-Widerrufsformular',
      '§ 356 Abs. 5 BGB',
      'Der Anbieter haftet nur für Vorsatz und grobe Fahrlässigkeit',
      'Verletzung des Lebens, des Körpers oder der Gesundheit',
      'Recht der Bundesrepublik Deutschland',
      'ist Berlin ausschließlicher Gerichtsstand',
      'Die Vertragssprache ist Deutsch',
      'nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle',
    ])
      expect(de).toContain(term);
  });

  it('state every contract term in English', () => {
    const en = text(termsEn());
    for (const term of [
      'when the user selects a subscription, enters their data and successfully completes payment',
      'Access to the content is unlocked after successful payment',
      'renews automatically',
      'simple, non-transferable and non-sublicensable right',
      'Videos may only be streamed',
      'downloaded, stored and printed for personal use',
      'Login credentials must not be shared',
      'cancel the subscription at any time',
      'by e-mail to info@gypsyjazz.school',
      '“Verträge hier kündigen”',
      'Monthly fees already paid are not refunded',
      'Right of withdrawal',
      'Model withdrawal form',
      'liable only for intent and gross negligence',
      'injury to life, body or health',
      'law of the Federal Republic of Germany',
      'Berlin is the exclusive place of jurisdiction',
      'The contract language is German',
      'neither willing nor obliged to take part in dispute resolution proceedings',
    ])
      expect(en).toContain(term);
  });
});

describe('privacy policy (decision 0414, product 0426, decision 0412)', () => {
  it('has every required section, in both languages, with the dates of product 0426', () => {
    expect(ids(privacyDe())).toEqual(PRIVACY_SECTIONS);
    expect(privacyDe().updated).toBe('Stand: 26. November 2026');
    expect(privacyEn().updated).toBe('Updated 26 November 2026');
  });

  it('names the four retention periods, IP masking, HTTPS, Stripe, PayPal and the Berlin authority', () => {
    for (const [document, words] of [
      [privacyDe(), ['10 Jahre', '8 Jahre', '6 Jahre', '3 Jahre', 'IP-Maskierung', 'HTTPS/TLS']],
      [privacyEn(), ['10 years', '8 years', '6 years', '3 years', 'IP masking', 'HTTPS/TLS']],
    ] as const) {
      const all = text(document);
      for (const word of [
        ...words,
        'Stripe Payments Europe',
        'PayPal (Europe)',
        'Data Privacy Framework',
        'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
        'Alt-Moabit 59-61, 10555 Berlin',
        'Argon2id',
      ])
        expect(all).toContain(word);
    }
  });

  it('describes the browser storage and page views as the product really does them', () => {
    for (const document of [privacyDe(), privacyEn()]) {
      const all = text(document);
      // Every key the web app writes to browser storage (lib/storage.ts, billing, forum welcome banner).
      for (const key of [
        'token',
        'refreshToken',
        'maintenance_mode',
        'sessionId',
        'temp_user_id',
        'registration_token',
        'subscription_id',
        'welcome_banner_dismissed_',
        'gjs-language-choice',
        'gjs-language-suggestion',
      ])
        expect(all).toContain(key);
    }
    expect(text(privacyDe())).toContain('Wir verwenden dafür keine Cookies und speichern keine IP-Adressen');
    expect(text(privacyEn())).toContain('We use no cookies for this and store no IP addresses');
    // The server keeps only the path of a page view (modules/analytics/service.ts), not its query.
    expect(text(privacyDe())).toContain('nur den Pfad der Seite (ohne Parameter)');
    expect(text(privacyEn())).toContain('stores only the path of the page (without parameters)');
  });
});

describe('imprint', () => {
  it('has the points of § 5 DDG and § 18 Abs. 2 MStV, the VSBG statement and the copyright year', () => {
    const de = text(imprintDe(2031));
    for (const word of [
      'Angaben gemäß § 5 DDG',
      'Oranienstraße 42',
      '10999 Berlin',
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      'Django Weiss',
      '§ 36 Abs. 1 Nr. 1 VSBG',
      '© 2031 Gypsy Jazz Guitar School',
    ])
      expect(de).toContain(word);
    expect(text(imprintEn(2031))).toContain('© 2031 Gypsy Jazz Guitar School. All rights reserved.');
  });
});

describe('the privacy policy and the page-view retention the server enforces', () => {
  it('names the same period in both languages', () => {
    expect(text(privacyEn())).toContain(
      `delete page views automatically after ${PAGE_VIEW_RETENTION_MONTHS} months`,
    );
    expect(text(privacyDe())).toContain(
      `Seitenaufrufe löschen wir automatisch nach ${PAGE_VIEW_RETENTION_MONTHS} Monaten`,
    );
  });
});

describe('the privacy policy and the rate limits the server applies', () => {
  it('names every limited action: login, registration, password reset, contact, cancellation, forum writes', () => {
    expect(text(privacyEn())).toContain(
      'limit per sender how often login, registration, password reset, the contact form, cancellation without ' +
        'login and page-view counting can be used',
    );
    expect(text(privacyEn())).toContain('per IP address and username, and per IP address overall');
    expect(text(privacyEn())).toContain('we count how many posts and comments each member writes per hour');
    expect(text(privacyDe())).toContain(
      'wie oft Anmeldung, Registrierung, Zurücksetzen des Passworts, Kontaktformular, Kündigung ohne Anmeldung',
    );
    expect(text(privacyDe())).toContain('je IP-Adresse und Benutzername sowie je IP-Adresse insgesamt');
    expect(text(privacyDe())).toContain(
      'wie viele Beiträge und Kommentare jedes Mitglied je Stunde schreibt',
    );
  });
});

describe('privacy policy and the data a member can download stay in step', () => {
  it.each([
    ['en', privacyEn],
    ['de', privacyDe],
  ] as const)('the %s policy names every section of "Download my data"', (language, policy) => {
    const written = text(policy());
    for (const section of MEMBER_DATA_SECTIONS) {
      expect(written, section).toContain(MEMBER_DATA_LABELS[section][language]);
    }
    expect(written).toContain('Download my data');
  });
});
