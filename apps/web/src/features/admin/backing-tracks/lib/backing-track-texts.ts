import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  list: {
    heading: 'Backing tracks',
    newTrack: 'New backing track',
    loading: 'Loading backing tracks',
    label: 'Backing tracks',
    name: 'Name',
    key: 'Key',
    tempo: 'Tempo',
    bars: 'Bars',
    listed: 'Listed',
    actions: 'Actions',
    bpm: (tempo: number) => `${tempo} BPM`,
    yes: 'Yes',
    coursesOnly: 'No (courses only)',
    edit: 'Edit',
  },
  newPage: {
    heading: 'New backing track',
    create: 'Create backing track',
  },
  editPage: {
    loading: 'Loading backing track',
    delete: 'Delete backing track',
    deleteTitle: 'Delete this backing track?',
    deleteText:
      'It disappears from the Backing Tracks page, and course chapters that use it lose their track.',
    save: 'Save backing track',
    saved: 'Backing track saved.',
  },
  parts: {
    title: 'Parts',
    help: 'Separate recordings of the rhythm guitar, the bass and the lead, each as long as the track (within 50 ms). Members mix them in the player.',
    names: { rhythm: 'Rhythm guitar part', bass: 'Bass part', lead: 'Lead part' },
    save: 'Save parts',
    saved: 'Parts saved.',
  },
  form: {
    label: 'Backing track',
    name: 'Name',
    key: 'Key',
    keyHelp: 'e.g. A minor',
    tempo: 'Tempo (BPM)',
    starttime: 'Start time (s)',
    repetitions: 'Repetitions',
    listed: 'Listed on the Backing Tracks page',
    audio: 'Audio (MP3)',
    audioMissing: 'Upload the audio of the track.',
    chartError: 'Enter at least one bar, with at most 4 chords of up to 24 characters each in a bar.',
    showPreview: 'Preview in player',
    hidePreview: 'Hide preview',
    previewLabel: 'Player preview',
    previewNote: 'The player as members see it, with the values above (saved or not).',
  },
  chart: {
    label: 'Chord chart',
    help: "Separate bars with | or a new line; chords sharing a bar with spaces, e.g. 'Am6 | Dm6 E7 | Am6'.",
    bars: (count: number) => `${count} bars`,
    preview: 'Chord chart preview',
  },
  tap: {
    label: 'Tap along',
    heading: 'Tap along',
    intro: (minTaps: number) =>
      `Play the track and tap on every beat (press Tap, or Space or T while it has the focus), starting on the first downbeat of bar 1 (at least ${minTaps} taps).`,
    audio: 'Track audio',
    tap: 'Tap',
    reset: 'Reset taps',
    taps: (count: number) => `${count} taps`,
    result: (tempo: number, starttime: number) =>
      ` · ${tempo} BPM · first downbeat at ${starttime.toFixed(2)} s`,
    apply: 'Use tempo and start time',
  },
};
export type BackingTrackTexts = typeof en;

/** The texts of the console's backing tracks: the list, a track's form, its chord chart and the tap-along. */
export const backingTrackTexts = defineTexts(en, { de: () => import('./backing-track-texts.de.ts') });
