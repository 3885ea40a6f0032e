import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Your takes',
  intro: 'Record yourself over a backing track and send it to your teacher, who answers at the bar.',
  record: 'Record a take',
  title: 'Title',
  note: 'Note for your teacher',
  send: 'Send take',
  sending: (percent: number) => `Sending… ${percent} %`,
  cancel: 'Cancel',
  empty: 'No takes yet.',
  loading: 'Loading your takes…',
  state: { sent: 'Sent', answered: 'Answered' },
  delete: 'Delete take',
  used: (used: string, quota: string) => `${used} of ${quota} used`,
  dialog: 'Record a take',
};
export type TakesTexts = typeof en;

export const takesTexts = defineTexts(en, { de: () => import('./takes-texts.de.ts') });
