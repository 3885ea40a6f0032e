import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Site settings',
  loading: 'Loading settings',
  form: 'Site settings',
  switches: {
    registration_enabled: {
      label: 'Registration open',
      help: 'Off: /register shows “Registration Temporarily Disabled”.',
    },
    free_signup_enabled: { label: 'Free signup', help: 'Accounts without payment (payment method none).' },
    maintenance_mode: {
      label: 'Maintenance mode',
      help: 'Visitors and members see the maintenance screen; staff keep working.',
    },
  },
  allowList: 'Reachable during maintenance (one path prefix a line)',
  allowListHelp: "'/' alone matches only the home page.",
  allowListInvalid: 'Every path must start with /.',
  homePage: 'Home page',
  promoVideo: 'Promo video',
  teacher: 'Teacher (home page)',
  teacherName: "Teacher's name",
  teacherBio: 'About the teacher',
  teacherBioHelp: 'A blank line starts a new paragraph.',
  teacherWebsite: "Teacher's website",
  teacherWebsiteHelp: 'Linked from the home page; leave empty for no link.',
  teacherPhoto: "Teacher's photo",
  business: 'Business details (imprint, terms, privacy)',
  businessFields: {
    business_name: 'Business name',
    business_street: 'Street',
    business_postal_code: 'Postal code',
    business_city: 'City',
    business_email: 'E-mail',
    business_responsible_person: 'Responsible person',
  },
  invalidEmail: 'Enter a valid e-mail address.',
  saved: 'Settings saved.',
  save: 'Save settings',
};
export type SettingsTexts = typeof en;

/** The texts of the console's site settings. */
export const settingsTexts = defineTexts(en, { de: () => import('./settings-texts.de.ts') });
