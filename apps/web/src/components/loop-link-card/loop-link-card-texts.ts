import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  /** The card's name for a track not (yet) known by name. */
  track: (id: number) => `Backing track ${id}`,
  bar: (bar: number) => `Bar ${bar}`,
  bars: (first: number, last: number) => `Bars ${first}–${last}`,
  ramp: (start: number, target: number, step: number) => `from ${start} % to ${target} % by ${step} %`,
  tempo: (tempo: number) => `at ${tempo} %`,
  /** The transposition of a loop link: 'in +2 semitones', 'in -3 semitones'. */
  key: (semitones: number) =>
    `in ${semitones > 0 ? '+' : ''}${semitones} semitone${Math.abs(semitones) === 1 ? '' : 's'}`,
  /** A score link's card (decision 0631): the course's score, or a course not (yet) known by name. */
  score: (course: string) => `Score: ${course}`,
  course: (id: number) => `Course ${id}`,
};
export type LoopLinkCardTexts = typeof en;

/** The loop-link card's texts: the track's fallback name and the parts of the loop ('Bars 5–8 at 85 %'). */
export const loopLinkCardTexts = defineTexts(en, { de: () => import('./loop-link-card-texts.de.ts') });
