import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  practiceTempo: 'Practice tempo',
  /** The practice tempo's readout and spoken value: '35 %'. */
  percent: (percent: number) => `${percent} %`,
  /** How the practice tempo and the speed slider relate (decision 0313). */
  belowSlider: (percent: number) =>
    `The speed slider rests at 0.5x while the practice tempo plays ${percent} %.`,
  aboveControl: (rate: string) => `The speed slider sets ${rate}, above the practice tempo's 150 %.`,
  sameTempo:
    'The speed slider and the practice tempo set the same tempo; the practice tempo also goes down to 25 %.',
  key: 'Key',
  /** The key control's result: 'A minor → C minor'. */
  keyChange: (from: string, to: string) => `${from} → ${to}`,
  /** The transposition where the track's key is not known: '+2 semitones'. */
  shift: (semitones: number) =>
    semitones === 0
      ? 'As recorded'
      : `${semitones > 0 ? '+' : ''}${semitones} semitone${Math.abs(semitones) === 1 ? '' : 's'}`,
  parts: 'Parts',
  partNames: { rhythm: 'Rhythm guitar', bass: 'Bass', lead: 'Lead' },
  mute: (part: string) => `Mute ${part}`,
  solo: (part: string) => `Solo ${part}`,
  volume: (part: string) => `${part} volume`,
  loadingAudio: 'Preparing the audio…',
  engineFailed: 'The audio could not be prepared. Reload the page to try again.',
  noEngine:
    'Clean slow-down, key change and parts need a current browser; this one changes the speed only, with the pitch kept.',
};
export type AudioTexts = typeof en;

/** The texts of the player's audio controls: practice tempo, key, parts and the engine's notes. */
export const audioTexts = defineTexts(en, { de: () => import('./audio-texts.de.ts') });
