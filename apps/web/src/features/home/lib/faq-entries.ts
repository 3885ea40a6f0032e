import { formatEuroGerman, PLANS } from '@gjs/shared';

export type FaqEntry = { question: string; answer: string };

const PRO = PLANS.pro;

/** The nine FAQ entries (product 0420 Home); plan, trial and price come from the plan constants (decision 0401). */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'Which subscription plans do you offer?',
    answer: `There is a single plan: ${PRO.id}. It gives you full access to all content: melody, solo, chord (note by note) and rhythm tutorials, backing tracks, chord charts and sheet music.`,
  },
  {
    question: 'How much does it cost?',
    answer: `The ${PRO.id} plan costs ${formatEuroGerman(PRO.amount)} per month.`,
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every new subscription starts with a ${PRO.trialDays}-day free trial, so you can try all lessons before your first payment.`,
  },
  {
    question: 'How can I cancel my subscription?',
    answer:
      'You can cancel at any time in your profile or by e-mail. The cancellation takes effect with the next billing month; fees already paid are not refunded. If you cancel during the free trial, your account is closed right away.',
  },
  {
    question: 'In which languages are the lessons?',
    answer:
      'Lessons are produced in English and German. You choose your language when you register and can change it in your profile.',
  },
  {
    question: 'Which level do I need?',
    answer:
      'Courses exist for beginner, intermediate and advanced players. If you can play a few chords, you can start with the beginner courses.',
  },
  {
    question: 'Can I download the scores and backing tracks?',
    answer:
      'Yes: scores (PDF and MusicXML) and backing tracks may be downloaded for your personal use. Videos are for streaming only.',
  },
  {
    question: 'Which devices can I use?',
    answer: 'Any up-to-date browser on a computer, tablet or phone. Nothing to install.',
  },
  {
    question: 'What if I get stuck on a lesson?',
    answer:
      'Every chapter has an "Ask a question about this chapter" button that takes you to the community forum, where the teacher and other members answer.',
  },
];
