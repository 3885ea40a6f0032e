import type { Translation } from '../../lib/i18n/texts.ts';
import type { FrameTexts } from './frame-texts.ts';

const de: Translation<FrameTexts> = {
  nav: {
    home: 'Start',
    courses: 'Kurse',
    backingTracks: 'Backing Tracks',
    pricing: 'Preise',
    login: 'Anmelden',
    forum: 'Forum',
    profile: 'Profil',
    privateLessons: 'Privatunterricht',
    admin: 'Verwaltung',
  },
  mainNavigation: 'Hauptnavigation',
  register: 'Registrieren',
  logout: 'Abmelden',
  openMenu: 'Hauptmenü öffnen',
  menu: 'Menü',
  closeMenu: 'Menü schließen',
  footerNavigation: 'Fußzeile',
  contact: 'Kontakt',
  imprint: 'Impressum',
  terms: 'AGB',
  privacy: 'Datenschutz',
  allRightsReserved: (year, school) => `© ${year} ${school}. Alle Rechte vorbehalten.`,
};
export default de;
