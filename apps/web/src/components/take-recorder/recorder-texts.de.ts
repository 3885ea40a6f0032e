import type { Translation } from '#lib/i18n/texts.ts';
import type { RecorderTexts } from './recorder-texts.ts';

const de: Translation<RecorderTexts> = {
  track: 'Backing Track',
  noTrack: 'Ohne Backing Track',
  tempo: 'Tempo (%)',
  countIn: 'Einzählen (ein Takt)',
  source: 'Aufnehmen mit',
  camera: 'Kamera und Mikrofon',
  micOnly: 'Nur Mikrofon',
  headphones: 'Nimm Kopfhörer, damit der Track nicht mit aufgenommen wird.',
  record: 'Aufnehmen',
  stop: 'Stopp',
  counting: 'Einzählen …',
  recording: (seconds) => `Aufnahme … ${seconds} s`,
  preview: 'Vorschau deiner Aufnahme',
  rerecord: 'Neu aufnehmen',
  discard: 'Verwerfen',
  upload: 'Oder eine Aufnahme hochladen',
  noDevice:
    'Kamera oder Mikrofon ließen sich nicht öffnen. Erlaube den Zugriff im Browser und versuche es noch einmal.',
  unsupported: 'Dieser Browser kann nicht aufnehmen. Lade stattdessen eine Aufnahme hoch.',
  tooShort: 'Es wurde nichts aufgenommen: Nimm mindestens eine Sekunde auf.',
};
export default de;
