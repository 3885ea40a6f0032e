import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '../../lib/i18n/texts.ts';
import type { PageMetadataTexts } from './page-metadata-texts.ts';

const de: Translation<PageMetadataTexts> = {
  previewImageAlt: `${SCHOOL_NAME}: Videokurse, Backing Tracks und Noten, auf Deutsch und Englisch`,
};
export default de;
