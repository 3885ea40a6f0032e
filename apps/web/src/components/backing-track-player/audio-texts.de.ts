import type { Translation } from '../../lib/i18n/texts.ts';
import type { AudioTexts } from './audio-texts.ts';

const de: Translation<AudioTexts> = {
  practiceTempo: 'Übungstempo',
  percent: (percent) => `${percent} %`,
  belowSlider: (percent) =>
    `Der Geschwindigkeitsregler bleibt bei 0,5x stehen, während das Übungstempo ${percent} % spielt.`,
  aboveControl: (rate) => `Der Geschwindigkeitsregler stellt ${rate} ein, über den 150 % des Übungstempos.`,
  sameTempo:
    'Geschwindigkeitsregler und Übungstempo stellen dasselbe Tempo ein; das Übungstempo reicht bis 25 % hinunter.',
  key: 'Tonart',
  keyChange: (from, to) => `${from} → ${to}`,
  shift: (semitones) =>
    semitones === 0
      ? 'Wie aufgenommen'
      : `${semitones > 0 ? '+' : ''}${semitones} Halbt${Math.abs(semitones) === 1 ? 'on' : 'öne'}`,
  parts: 'Spuren',
  partNames: { rhythm: 'Rhythmusgitarre', bass: 'Bass', lead: 'Melodie' },
  mute: (part) => `${part} stumm schalten`,
  solo: (part) => `${part} solo`,
  volume: (part) => `Lautstärke ${part}`,
  loadingAudio: 'Audio wird vorbereitet …',
  engineFailed:
    'Das Audio konnte nicht vorbereitet werden. Lade die Seite neu, um es noch einmal zu versuchen.',
  noEngine:
    'Sauberes Verlangsamen, Tonartwechsel und Spuren brauchen einen aktuellen Browser; dieser ändert nur die Geschwindigkeit, die Tonhöhe bleibt.',
};
export default de;
