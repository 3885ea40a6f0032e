import type { NewAccount } from '../../modules/accounts/index.ts';

/** The demo accounts of the README: one per role. */
export const DEMO_PASSWORD = 'django1910';

export const DEMO_ACCOUNTS: NewAccount[] = [
  {
    username: 'teacher',
    email: 'teacher@demo.gypsyjazz.school',
    password: DEMO_PASSWORD,
    firstName: 'Django',
    lastName: 'Weiss',
    isStaff: true,
    subscription: 'active',
    bio: 'Guitarist and teacher in Berlin.',
  },
  {
    username: 'member',
    email: 'member@demo.gypsyjazz.school',
    password: DEMO_PASSWORD,
    firstName: 'Maria',
    lastName: 'Lindqvist',
    subscription: 'active',
    level: 'intermediate',
    language: 'english',
  },
  {
    username: 'trialist',
    email: 'trialist@demo.gypsyjazz.school',
    password: DEMO_PASSWORD,
    firstName: 'Tomás',
    lastName: 'Ferreira',
    subscription: 'trial',
    level: 'beginner',
    language: 'english',
  },
  {
    username: 'student',
    email: 'student@demo.gypsyjazz.school',
    password: DEMO_PASSWORD,
    firstName: 'Lena',
    lastName: 'Hoffmann',
    takesLessons: true,
    subscription: 'active',
    level: 'advanced',
    language: 'deutsch',
  },
];
