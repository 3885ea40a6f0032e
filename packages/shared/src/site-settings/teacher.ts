// Plain values apart from the schemas, so the browser's first load gets them without zod
// (docs/decisions/0200-the-browser-does-not-revalidate-answers.md).

/**
 * The teacher the home page presents, until the owner sets their own (site settings teacher_*). The website is a
 * page that exists, so the demo never links to a dead domain.
 */
export const DEMO_TEACHER = {
  name: 'Django Weiss',
  bio:
    'Django is a professional gypsy jazz guitarist and teacher in Berlin. He has played the festivals and jam ' +
    'sessions of Europe for more than twenty years, and has taught hundreds of students the music of Django ' +
    'Reinhardt, in English and in German.\n\n' +
    'Every lesson on this site is his: filmed close up, played slowly, then at tempo.',
  website: 'https://en.wikipedia.org/wiki/Gypsy_jazz',
} as const;
