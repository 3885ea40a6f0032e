import type { Translation } from '../../lib/i18n/texts.ts';
import type { ChordGridTexts } from './chord-grid-texts.ts';

const de: Translation<ChordGridTexts> = {
  chart: 'Akkordchart',
  bar: (bar, chords) => `Takt ${bar}: ${chords}`,
};
export default de;
