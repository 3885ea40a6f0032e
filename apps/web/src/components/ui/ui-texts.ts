import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  /** The accessible name of a page spinner. */
  loading: 'Loading',
  /** The confirm dialog's button that closes it without acting. */
  cancel: 'Cancel',
};
export type UiTexts = typeof en;

/** The default texts of the shared interface components (page spinner, confirm dialog). */
export const uiTexts = defineTexts(en, { de: () => import('./ui-texts.de.ts') });
