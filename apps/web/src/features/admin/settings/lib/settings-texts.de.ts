import type { Translation } from '#lib/i18n/texts.ts';
import type { SettingsTexts } from './settings-texts.ts';

const de: Translation<SettingsTexts> = {
  heading: 'Website-Einstellungen',
  loading: 'Einstellungen werden geladen',
  form: 'Website-Einstellungen',
  switches: {
    registration_enabled: {
      label: 'Registrierung offen',
      help: 'Aus: /register zeigt an, dass die Registrierung vorübergehend geschlossen ist.',
    },
    free_signup_enabled: {
      label: 'Kostenlose Registrierung',
      help: 'Konten ohne Bezahlung (Zahlungsart „none“).',
    },
    maintenance_mode: {
      label: 'Wartungsmodus',
      help: 'Besucher und Mitglieder sehen die Wartungsseite; Mitarbeiter arbeiten normal weiter.',
    },
  },
  allowList: 'Während der Wartung erreichbar (ein Pfadanfang pro Zeile)',
  allowListHelp: '„/“ allein gilt nur für die Startseite.',
  allowListInvalid: 'Jeder Pfad muss mit / beginnen.',
  homePage: 'Startseite',
  promoVideo: 'Vorstellungsvideo',
  teacher: 'Lehrer (Startseite)',
  teacherName: 'Name des Lehrers',
  teacherBio: 'Über den Lehrer',
  teacherBioHelp: 'Eine Leerzeile beginnt einen neuen Absatz.',
  teacherWebsite: 'Website des Lehrers',
  teacherWebsiteHelp: 'Wird auf der Startseite verlinkt; leer lassen für keinen Link.',
  teacherPhoto: 'Foto des Lehrers',
  business: 'Angaben zum Unternehmen (Impressum, AGB, Datenschutz)',
  businessFields: {
    business_name: 'Name des Unternehmens',
    business_street: 'Straße',
    business_postal_code: 'Postleitzahl',
    business_city: 'Ort',
    business_email: 'E-Mail',
    business_responsible_person: 'Verantwortliche Person',
  },
  invalidEmail: 'Gib eine gültige E-Mail-Adresse ein.',
  saved: 'Einstellungen gespeichert.',
  save: 'Einstellungen speichern',
};
export default de;
