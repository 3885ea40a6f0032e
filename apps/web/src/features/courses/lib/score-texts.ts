import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  /** The name of the score's region. */
  region: 'Score',
  loading: 'Loading the score…',
  failed: 'The score could not be shown.',
  /** What the score is: its piece, key, tempo and length. */
  summary: (piece: string, key: string, tempo: number, bars: number) =>
    `${piece}. Key: ${key}. Tempo: ${tempo} BPM. ${bars} bars.`,
  /** The live position under the cursor. */
  barOf: (bar: number, count: number) => `Bar ${bar} of ${count}`,
  part: 'Part',
  zoom: 'Zoom',
  zoomIn: 'Larger',
  zoomOut: 'Smaller',
  play: 'Play the score',
  pause: 'Pause the score',
  passage: (first: number, last: number) => `Bars ${first}–${last} loop`,
  clearPassage: 'Clear the passage',
  passageHint: 'Drag over bars (or shift-click) to loop them; click a bar to jump there.',
  copyLink: 'Copy link to this passage',
  linkCopied: 'Link copied.',
  droppedFromLink: 'Some values of the link did not fit this score and were left out.',
  unknownKey: 'unknown',
  keyNames: {
    major: (tonic: string) => `${tonic} major`,
    minor: (tonic: string) => `${tonic} minor`,
  },
};
export type ScoreTexts = typeof en;

/** The score viewer's texts (decision 0631); loaded with the viewer's code. */
export const scoreTexts = defineTexts(en, { de: () => import('./score-texts.de.ts') });
