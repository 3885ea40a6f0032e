import type { Translation } from '#lib/i18n/texts.ts';
import { germanTonic } from './score-facts.ts';
import type { ScoreTexts } from './score-texts.ts';

const de: Translation<ScoreTexts> = {
  region: 'Noten',
  loading: 'Die Noten werden geladen …',
  failed: 'Die Noten konnten nicht angezeigt werden.',
  summary: (piece, key, tempo, bars) => `${piece}. Tonart: ${key}. Tempo: ${tempo} BPM. ${bars} Takte.`,
  barOf: (bar, count) => `Takt ${bar} von ${count}`,
  part: 'Stimme',
  zoom: 'Zoom',
  zoomIn: 'Größer',
  zoomOut: 'Kleiner',
  play: 'Noten abspielen',
  pause: 'Noten anhalten',
  passage: (first, last) => `Takte ${first}–${last} in Schleife`,
  clearPassage: 'Passage aufheben',
  passageHint:
    'Über Takte ziehen (oder Umschalt-Klick), um sie zu wiederholen; ein Klick auf einen Takt springt dorthin.',
  copyLink: 'Link zu dieser Passage kopieren',
  linkCopied: 'Link kopiert.',
  droppedFromLink: 'Einige Angaben des Links passten nicht zu diesen Noten und wurden weggelassen.',
  unknownKey: 'unbekannt',
  keyNames: {
    major: (tonic) => `${germanTonic(tonic)}-Dur`,
    // Minor keys are written in lower case: a-Moll.
    minor: (tonic) => `${germanTonic(tonic).toLowerCase()}-Moll`,
  },
};
export default de;
