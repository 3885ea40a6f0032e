import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  label: 'Welcome',
  dismiss: 'Dismiss welcome message',
  /** The banner's heading, and the subject its button prefills. */
  title: `Welcome to the ${SCHOOL_NAME}!`,
  text: 'We are glad you are here. Introduce yourself to the community: tell us where you play, what you are working on and which gypsy jazz tunes you love.',
  action: 'Create Welcome Post',
};
export type WelcomeTexts = typeof en;

/** The welcome banner's texts (it shows on every page, so it has its own small catalogue). */
export const welcomeTexts = defineTexts(en, { de: () => import('./welcome-texts.de.ts') });
