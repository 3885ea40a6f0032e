import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  chart: 'Chord chart',
  /** A bar's spoken name: its number and its chords ('Am, D7'). */
  bar: (bar: number, chords: string) => `Bar ${bar}: ${chords}`,
};
export type ChordGridTexts = typeof en;

/** The chord chart's texts: its accessible name and each bar's. */
export const chordGridTexts = defineTexts(en, { de: () => import('./chord-grid-texts.de.ts') });
