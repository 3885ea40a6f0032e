import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  /** The alternative text of the link-preview image. */
  previewImageAlt: `${SCHOOL_NAME}: video courses, backing tracks and sheet music, in English and German`,
};
export type PageMetadataTexts = typeof en;

/** The default texts of every page's metadata. */
export const pageMetadataTexts = defineTexts(en, { de: () => import('./page-metadata-texts.de.ts') });
