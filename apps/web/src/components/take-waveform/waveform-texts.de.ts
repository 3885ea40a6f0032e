import type { Translation } from '#lib/i18n/texts.ts';
import type { WaveformTexts } from './waveform-texts.ts';

const de: Translation<WaveformTexts> = {
  playFrom: (remark, time) => `Kurz vor ${time} abspielen: ${remark}`,
  markHint: 'Klicke auf die Wellenform, um an dieser Stelle eine Anmerkung zu setzen.',
  markWhilePlaying: 'Drücke M, um an der aktuellen Stelle eine Anmerkung zu setzen.',
};
export default de;
