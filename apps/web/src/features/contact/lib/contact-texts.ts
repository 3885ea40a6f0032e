import { defineTexts } from '#lib/i18n/texts.ts';

// Lean on purpose: the contact page's first load is close to its budget (apps/web/build/budgets.ts).
const en = {
  h: 'Contact Us',
  intro:
    'Questions about the lessons, your subscription or private lessons? Write to us and we will answer by e-mail.',
  desc: (school: string) =>
    `Questions about the ${school}, its lessons or your subscription? Send us a message.`,
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  /** The API's CONTACT_SUCCESS_MESSAGE (contact-texts.test.ts keeps them equal). */
  sent: 'Message sent successfully!',
  /** Product 0425's default, when the server gives no message. */
  failed: 'An error occurred while submitting the form. Please try again.',
};
export type ContactTexts = typeof en;

/** The contact page's texts. */
export const contactTexts = defineTexts(en, { de: () => import('./contact-texts.de.ts') });
