import { defineTexts } from '../../lib/i18n/texts.ts';

const en = {
  play: 'Play',
  pause: 'Pause',
  elapsed: 'Elapsed time',
  seek: 'Seek',
  /** The seek slider's spoken value: '1:05 of 3:20'. */
  position: (time: string, duration: string) => `${time} of ${duration}`,
  duration: 'Duration',
  /** '–' stands for a chorus or bar while none is highlighted. */
  status: (chorus: string, choruses: number, bar: string, bars: number) =>
    `Chorus ${chorus} of ${choruses} · Bar ${bar} of ${bars}`,
  loop: 'Loop',
  speed: 'Speed',
  /** A playback rate as the speed slider shows it: '1.0x'. */
  rate: (rate: number) => `${rate.toFixed(1)}x`,
  download: 'Download backing track',
  hint: 'Click a bar to jump to it. Drag across bars to select a passage, then switch Loop on to repeat it.',
  /** Bars are 1-based: 'Bar 3 selected', 'Bars 2–5 selected · looping'. */
  selected: (first: number, last: number, looping: boolean) =>
    `${first === last ? `Bar ${first}` : `Bars ${first}–${last}`} selected${looping ? ' · looping' : ''}`,
  clearSelection: 'Clear selection',
  tempo: (percent: number, counting: boolean) =>
    counting ? `Count-in… · Tempo ${percent} %` : `Tempo ${percent} %`,
  ramp: 'Tempo ramp',
  rampFields: { start: 'From %', target: 'To %', step: 'Step %', every: 'Every (loops)' },
  /** Why a ramp cannot be used, in the words of the API's validation. */
  rampProblems: {
    tempos: (min: number, max: number) => `Tempos must be whole percents from ${min} to ${max}.`,
    target: 'The target tempo must be above the start tempo.',
    step: (max: number) => `Step must be 1 to ${max} %.`,
    every: (max: number) => `Repetitions must be 1 to ${max}.`,
  },
  countIn: 'Count-in',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
};
export type PlayerTexts = typeof en;

/** The backing-track player's texts: transport, status, selection and practice tools. */
export const playerTexts = defineTexts(en, { de: () => import('./player-texts.de.ts') });
