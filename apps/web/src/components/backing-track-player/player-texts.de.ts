import type { Translation } from '../../lib/i18n/texts.ts';
import type { PlayerTexts } from './player-texts.ts';

const rate = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const de: Translation<PlayerTexts> = {
  play: 'Abspielen',
  pause: 'Pause',
  elapsed: 'Bisherige Spielzeit',
  seek: 'Position',
  position: (time, duration) => `${time} von ${duration}`,
  duration: 'Länge',
  status: (chorus, choruses, bar, bars) => `Chorus ${chorus} von ${choruses} · Takt ${bar} von ${bars}`,
  loop: 'Loop',
  speed: 'Geschwindigkeit',
  rate: (value) => `${rate.format(value)}x`,
  download: 'Backing Track herunterladen',
  hint: 'Klicke auf einen Takt, um dorthin zu springen. Zieh über mehrere Takte, um eine Passage auszuwählen, und schalte dann Loop ein, um sie zu wiederholen.',
  selected: (first, last, looping) =>
    `${first === last ? `Takt ${first}` : `Takte ${first}–${last}`} ausgewählt${looping ? ' · im Loop' : ''}`,
  clearSelection: 'Auswahl aufheben',
  tempo: (percent, counting) => (counting ? `Einzählen … · Tempo ${percent} %` : `Tempo ${percent} %`),
  ramp: 'Tempo steigern',
  rampFields: { start: 'Von %', target: 'Bis %', step: 'Schritt %', every: 'Alle (Loops)' },
  rampProblems: {
    tempos: (min, max) => `Das Tempo muss ein ganzer Prozentwert von ${min} bis ${max} sein.`,
    target: 'Das Zieltempo muss über dem Starttempo liegen.',
    step: (max) => `Der Schritt muss 1 bis ${max} % betragen.`,
    every: (max) => `Die Wiederholungen müssen 1 bis ${max} sein.`,
  },
  countIn: 'Einzählen',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
};
export default de;
