import type { ForumCategory } from '@gjs/shared';

/** Demo forum threads (decision 0415): English and German, markdown with lists and links, from the demo accounts. */
export interface ForumSeed {
  author: string;
  subject: string;
  category: ForumCategory;
  daysAgo: number;
  content: string;
  comments: { author: string; hoursLater: number; content: string }[];
}

export const FORUM_SEEDS: ForumSeed[] = [
  {
    author: 'teacher',
    subject: 'Welcome to the forum!',
    category: 'general',
    daysAgo: 20,
    content: [
      'Hello everyone, and welcome to the community of the **Gypsy Jazz Guitar School**!',
      '',
      'A few tips to get started:',
      '',
      '- Introduce yourself with a short post: where you play, what guitar, which songs you love.',
      '- Ask questions about any chapter: the button under each video prefills the subject.',
      '- Share recordings of your practice, we all learn from each other.',
      '',
      'New to the style? Read about [Django Reinhardt](https://en.wikipedia.org/wiki/Django_Reinhardt) first.',
    ].join('\n'),
    comments: [
      {
        author: 'member',
        hoursLater: 5,
        content: 'Thanks Django! Happy to be here. I play a Dupont copy, mostly *Minor Swing* so far.',
      },
      {
        author: 'student',
        hoursLater: 30,
        content: 'Hallo zusammen! Ich spiele seit zwei Jahren und freue mich auf den Austausch.',
      },
    ],
  },
  {
    author: 'member',
    subject: 'Rest stroke: how much wrist movement?',
    category: 'technique',
    daysAgo: 9,
    content: [
      'I am working through the right-hand chapter and my rest strokes sound thin. Questions:',
      '',
      '1. Should the motion come from the wrist or the forearm?',
      '2. How far should the pick travel after the string?',
      '',
      'Any exercise that helped you is welcome.',
    ].join('\n'),
    comments: [
      {
        author: 'teacher',
        hoursLater: 3,
        content: [
          'Mostly from the wrist, with a relaxed forearm. Try this:',
          '',
          '- Slow down to 60 BPM and let the pick **rest on the next string** after each down-stroke.',
          '- Keep the wrist off the bridge; only the little finger may brush the top.',
          '',
          'Then come back to the *Right-hand rest stroke* chapter and play along.',
        ].join('\n'),
      },
    ],
  },
  {
    author: 'student',
    subject: 'La pompe klingt bei mir zu laut',
    category: 'rhythm',
    daysAgo: 4,
    content: [
      'Beim Begleiten von *Swing de Berlin* ist meine Pompe immer lauter als die Melodie. Was mache ich falsch?',
      '',
      '- Ich schlage die Zählzeiten 2 und 4 sehr kräftig an.',
      '- Die linke Hand lässt die Saiten nach dem Anschlag nicht los.',
      '',
      'Hier ist meine Aufnahme: [Übungsvideo](https://example.com/pompe-uebung).',
    ].join('\n'),
    comments: [
      {
        author: 'teacher',
        hoursLater: 2,
        content: [
          'Gute Frage! Zwei Dinge:',
          '',
          '1. Die **2 und 4** sind kurz und trocken, nicht lauter: die linke Hand dämpft sofort ab.',
          '2. Spiel die Begleitung einmal mit dem Backing Track und nimm dich dabei auf.',
        ].join('\n'),
      },
      {
        author: 'member',
        hoursLater: 20,
        content: 'Same problem here, the muting tip helped me a lot. Danke!',
      },
    ],
  },
  {
    author: 'teacher',
    subject: 'Which strings do you use?',
    category: 'gear',
    daysAgo: 1,
    content: [
      'Silver-plated copper strings with a ball end are the classic choice. My set:',
      '',
      '- Gauges 10, 14, 22, 28, 35, 45',
      '- A 3 mm pick with a rounded tip',
      '',
      'What do you play? The [Selmer-Maccaferri guitar](https://en.wikipedia.org/wiki/Selmer-Maccaferri_guitar) page',
      'explains why these guitars like light, bright strings.',
    ].join('\n'),
    comments: [],
  },
];

/** Demo private lessons for the `student` account, with the generated lesson videos and PDFs. */
export interface LessonSeed {
  name: string;
  student: string;
  sections: { text: string; video?: string; pdf?: string }[];
}

export const LESSON_SEEDS: LessonSeed[] = [
  {
    name: 'Lesson 1 - Warm-up and rhythm check',
    student: 'student',
    sections: [
      {
        text: 'We started with your warm-up routine and checked la pompe at 120 BPM. Watch the video and play along.',
        video: 'videos/private-lesson-warm-up.mp4',
      },
      {
        text: 'Homework: minor sixth arpeggios over the whole neck, in the fingering from the PDF.',
        pdf: 'lesson-pdfs/arpeggio-exercise-minor-sixth.pdf',
      },
    ],
  },
  {
    name: 'Lesson 2 - Arpeggio review',
    student: 'student',
    sections: [
      {
        text: 'Review of your minor sixth arpeggios: the video shows the sweeps we worked on.',
        video: 'videos/private-lesson-arpeggio-review.mp4',
      },
      {
        text: 'Next step: dominant seventh arpeggios round the cycle of fourths.',
        pdf: 'lesson-pdfs/arpeggio-exercise-dominant-cycle.pdf',
      },
      { text: 'Before the next lesson: record yourself over the Swing de Berlin backing track.' },
    ],
  },
];
