import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Takes',
  unread: (count: number) => `${count} unread`,
  empty: 'No takes yet.',
  student: 'Student',
  title: 'Title',
  sent: 'Sent',
  state: { sent: 'Sent', answered: 'Answered' },
  new: 'New',
  back: 'All takes',
  remarkAt: (time: string) => `Remark at ${time}`,
  addRemark: 'Add remark',
  removeRemark: 'Remove remark',
  answer: 'Record an answer',
  saveAnswer: 'Save answer',
  markAnswered: 'Mark answered',
  answered: 'Answered: the student has been told by e-mail.',
  loading: 'Loading…',
};
export type AdminTakesTexts = typeof en;

export const adminTakesTexts = defineTexts(en, { de: () => import('./takes-texts.de.ts') });
