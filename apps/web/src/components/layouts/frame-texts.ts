import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  nav: {
    home: 'Home',
    courses: 'Courses',
    backingTracks: 'Backing Tracks',
    pricing: 'Pricing',
    login: 'Login',
    forum: 'Forum',
    profile: 'Profile',
    privateLessons: 'Private Lessons',
    admin: 'Admin',
  },
  mainNavigation: 'Main',
  register: 'Register',
  logout: 'Logout',
  openMenu: 'Open main menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  footerNavigation: 'Footer',
  contact: 'Contact',
  imprint: 'Imprint',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  allRightsReserved: (year: number, school: string) => `© ${year} ${school}. All rights reserved.`,
};
export type FrameTexts = typeof en;

/** The frame's texts: navigation, header, menu panel and footer. */
export const frameTexts = defineTexts(en, { de: () => import('./frame-texts.de.ts') });
