import type { Translation } from '#lib/i18n/texts.ts';
import type { TakeViewTexts } from './take-view-texts.ts';

const de: Translation<TakeViewTexts> = {
  recording: (title) => `Aufnahme: ${title}`,
  answerRecording: 'Die aufgenommene Antwort des Lehrers',
  remarks: 'Anmerkungen',
  noRemarks: 'Noch keine Anmerkungen.',
  at: (time, bar, chorus) =>
    bar === null ? time : `${time} · Takt ${bar}${chorus && chorus > 1 ? ` (Chorus ${chorus})` : ''}`,
  answer: 'Antwort',
  replies: 'Antworten',
  teacher: 'Lehrer',
  you: 'Du',
  reply: 'Deine Antwort',
  send: 'Antwort senden',
  track: (name, key, tempo) => `Gespielt zu ${name} (${key})${tempo ? `, ${Math.round(tempo)} bpm` : ''}`,
  barLabel: (bar) => `${bar}`,
  preparing: 'Die Aufnahme wird für die Wiedergabe vorbereitet…',
};
export default de;
