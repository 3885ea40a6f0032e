import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  playFrom: (remark: string, time: string) => `Play from just before ${time}: ${remark}`,
  markHint: 'Click the waveform to add a remark at that moment.',
  markWhilePlaying: 'Press M to add a remark at the current moment.',
};
export type WaveformTexts = typeof en;

export const waveformTexts = defineTexts(en, { de: () => import('./waveform-texts.de.ts') });
