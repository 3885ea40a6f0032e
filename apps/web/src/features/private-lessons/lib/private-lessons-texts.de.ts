import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { PrivateLessonsTexts } from './private-lessons-texts.ts';

const de: Translation<PrivateLessonsTexts> = {
  title: `Privatunterricht | ${SCHOOL_NAME}`,
  heading: 'Privatunterricht',
  loading: 'Deine Privatstunden werden geladen …',
  empty: 'Noch keine Privatstunden vorhanden.',
  loadFailed: 'Die Privatstunden konnten nicht geladen werden.',
  section: (order) => `Abschnitt ${order}`,
  downloadVideo: 'Video herunterladen',
  downloadPdf: 'PDF herunterladen',
};
export default de;
