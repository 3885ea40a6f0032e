import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  heading: 'Unexpected Application Error!',
  /** A route error response: '404 Not Found'. */
  status: (status: number, statusText: string) => `${status} ${statusText}`,
  backHome: 'Back to the home page',
};
export type ErrorTexts = typeof en;

/** The error page's texts (the not-found page included). */
export const errorTexts = defineTexts(en, { de: () => import('./error-texts.de.ts') });
