import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  recording: (title: string) => `Take: ${title}`,
  answerRecording: 'The teacher’s recorded answer',
  remarks: 'Remarks',
  noRemarks: 'No remarks yet.',
  at: (time: string, bar: number | null, chorus: number | null) =>
    bar === null ? time : `${time} · bar ${bar}${chorus && chorus > 1 ? ` (chorus ${chorus})` : ''}`,
  answer: 'Answer',
  replies: 'Replies',
  teacher: 'Teacher',
  you: 'You',
  reply: 'Your reply',
  send: 'Send reply',
  track: (name: string, key: string, tempo: number | null) =>
    `Played over ${name} (${key})${tempo ? `, ${Math.round(tempo)} bpm` : ''}`,
  barLabel: (bar: number) => `${bar}`,
  preparing: 'Preparing the recording for playback…',
};
export type TakeViewTexts = typeof en;

export const takeViewTexts = defineTexts(en, { de: () => import('./take-view-texts.de.ts') });
