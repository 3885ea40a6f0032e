import type { Translation } from '../../lib/i18n/texts.ts';
import type { LoopLinkCardTexts } from './loop-link-card-texts.ts';

const de: Translation<LoopLinkCardTexts> = {
  track: (id) => `Backing Track ${id}`,
  bar: (bar) => `Takt ${bar}`,
  bars: (first, last) => `Takte ${first}–${last}`,
  ramp: (start, target, step) => `von ${start} % auf ${target} % in ${step}-%-Schritten`,
  tempo: (tempo) => `bei ${tempo} %`,
  key: (semitones) =>
    `um ${semitones > 0 ? '+' : ''}${semitones} Halbt${Math.abs(semitones) === 1 ? 'on' : 'öne'} transponiert`,
  score: (course) => `Noten: ${course}`,
  course: (id) => `Kurs ${id}`,
};
export default de;
