import { SCHOOL_NAME } from '@gjs/shared';
import { ApiError } from '#lib/api-client.ts';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  title: `Private Lessons | ${SCHOOL_NAME}`,
  heading: 'Private Lessons',
  loading: 'Loading private lessons...',
  empty: 'No private lessons available yet.',
  loadFailed: 'Failed to load private lessons',
  /** A section's accessible name. */
  section: (order: number) => `Section ${order}`,
  downloadVideo: 'Download Video',
  downloadPdf: 'Download PDF',
};
export type PrivateLessonsTexts = typeof en;

/** The private-lessons page's texts. */
export const privateLessonsTexts = defineTexts(en, { de: () => import('./private-lessons-texts.de.ts') });

/**
 * The server's `error` text (product 0424), the client's own message (e.g. maintenance), or the default (decision
 * 0425): `fallback`, in the page's language.
 */
export function privateLessonsErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { error: text, message } = error.body as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
