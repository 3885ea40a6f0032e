import type { Translation } from '#lib/i18n/texts.ts';
import type { BackingTrackTexts } from './backing-track-texts.ts';

const number = new Intl.NumberFormat('de-DE');
const seconds = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const de: Translation<BackingTrackTexts> = {
  list: {
    heading: 'Backing Tracks',
    newTrack: 'Neuer Backing Track',
    loading: 'Backing Tracks werden geladen',
    label: 'Backing Tracks',
    name: 'Name',
    key: 'Tonart',
    tempo: 'Tempo',
    bars: 'Takte',
    listed: 'Gelistet',
    actions: 'Aktionen',
    bpm: (tempo) => `${number.format(tempo)} BPM`,
    yes: 'Ja',
    coursesOnly: 'Nein (nur in Kursen)',
    edit: 'Bearbeiten',
  },
  newPage: {
    heading: 'Neuer Backing Track',
    create: 'Backing Track anlegen',
  },
  editPage: {
    loading: 'Backing Track wird geladen',
    delete: 'Backing Track löschen',
    deleteTitle: 'Diesen Backing Track löschen?',
    deleteText:
      'Er verschwindet von der Seite „Backing Tracks“, und Kurskapitel, die ihn verwenden, verlieren ihren Track.',
    save: 'Backing Track speichern',
    saved: 'Backing Track gespeichert.',
  },
  parts: {
    title: 'Spuren',
    help: 'Getrennte Aufnahmen von Rhythmusgitarre, Bass und Melodie, jede so lang wie der Track (auf 50 ms genau). Mitglieder mischen sie im Player.',
    names: { rhythm: 'Spur Rhythmusgitarre', bass: 'Spur Bass', lead: 'Spur Melodie' },
    save: 'Spuren speichern',
    saved: 'Spuren gespeichert.',
  },
  form: {
    label: 'Backing Track',
    name: 'Name',
    key: 'Tonart',
    keyHelp: 'z. B. a-Moll',
    tempo: 'Tempo (BPM)',
    starttime: 'Startzeit (s)',
    repetitions: 'Wiederholungen',
    listed: 'Auf der Seite „Backing Tracks“ gelistet',
    audio: 'Audio (MP3)',
    audioMissing: 'Lade das Audio des Tracks hoch.',
    chartError: 'Gib mindestens einen Takt ein, mit höchstens 4 Akkorden von je bis zu 24 Zeichen pro Takt.',
    showPreview: 'Im Player ansehen',
    hidePreview: 'Vorschau ausblenden',
    previewLabel: 'Player-Vorschau',
    previewNote: 'Der Player, wie Mitglieder ihn sehen, mit den Werten oben (gespeichert oder nicht).',
  },
  chart: {
    label: 'Akkordchart',
    help: 'Trenne Takte mit | oder einer neuen Zeile, Akkorde im selben Takt mit Leerzeichen, z. B. „Am6 | Dm6 E7 | Am6“.',
    bars: (count) => (count === 1 ? '1 Takt' : `${count} Takte`),
    preview: 'Vorschau des Akkordcharts',
  },
  tap: {
    label: 'Mittippen',
    heading: 'Mittippen',
    intro: (minTaps) =>
      `Spiel den Track ab und tippe auf jeden Schlag (drück „Tippen“ oder, wenn der Knopf den Fokus hat, die Leertaste oder T), beginnend mit der ersten Eins von Takt 1 (mindestens ${minTaps}-mal).`,
    audio: 'Audio des Tracks',
    tap: 'Tippen',
    reset: 'Zurücksetzen',
    taps: (count) => (count === 1 ? '1 Tipp' : `${count} Tipps`),
    result: (tempo, starttime) =>
      ` · ${number.format(tempo)} BPM · erste Eins bei ${seconds.format(starttime)} s`,
    apply: 'Tempo und Startzeit übernehmen',
  },
};
export default de;
