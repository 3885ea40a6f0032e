export const SCHOOL_NAME = 'Gypsy Jazz Guitar School';

export const LANGUAGES = ['english', 'deutsch'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** Course data may also carry 'interadvanced', which matches both intermediate and advanced. */
export const COURSE_LEVELS = [...LEVELS, 'interadvanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** 'interadvanced' -> 'Intermediate - Advanced'; the other levels capitalised. */
export function displayLevel(level: CourseLevel): string {
  if (level === 'interadvanced') return 'Intermediate - Advanced';
  return level.charAt(0).toUpperCase() + level.slice(1);
}
