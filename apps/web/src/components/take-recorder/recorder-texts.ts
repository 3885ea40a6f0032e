import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  track: 'Backing track',
  noTrack: 'No backing track',
  tempo: 'Tempo (%)',
  countIn: 'Count-in (one bar)',
  source: 'Record with',
  camera: 'Camera and microphone',
  micOnly: 'Microphone only',
  headphones: 'Use headphones, so that the track is not recorded with you.',
  record: 'Record',
  stop: 'Stop',
  counting: 'Count-in…',
  recording: (seconds: number) => `Recording… ${seconds} s`,
  preview: 'Preview of your take',
  rerecord: 'Record again',
  discard: 'Discard',
  upload: 'Or upload a recording',
  noDevice: 'The camera or microphone could not be opened. Allow access in the browser and try again.',
  unsupported: 'This browser cannot record. Upload a recording instead.',
  tooShort: 'Nothing was recorded: record for at least a second.',
};
export type RecorderTexts = typeof en;

/** The take recorder's texts (student's takes, teacher's answers). */
export const recorderTexts = defineTexts(en, { de: () => import('./recorder-texts.de.ts') });
