import type { Translation } from '../../lib/i18n/texts.ts';
import type { UiTexts } from './ui-texts.ts';

const de: Translation<UiTexts> = {
  loading: 'Wird geladen',
  cancel: 'Abbrechen',
};
export default de;
