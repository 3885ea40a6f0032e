import type { CourseLevel, CourseSummary, Language, Level, Profile } from '@gjs/shared';

export const ALL = 'all';

export type CourseFilters = {
  search: string;
  /** A language found in the data, or 'all'. */
  language: string;
  level: Level | typeof ALL;
  /** A category found in the data, or 'all'. */
  category: string;
};

/** The sort orders in the select's order; their labels are texts (lib/course-list-texts.ts). */
export const SORT_ORDERS = ['name-asc', 'name-desc', 'date-asc', 'date-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'date-desc';

/** A visitor starts on English intermediate courses (product 0420). */
export const VISITOR_LANGUAGE: Language = 'english';
export const VISITOR_LEVEL: Level = 'intermediate';

/** The filters a page opens with: a member's profile language and level, a visitor's english and intermediate. */
export function initialFilters(user: Pick<Profile, 'language' | 'level'> | null): CourseFilters {
  return {
    search: '',
    language: user?.language ?? VISITOR_LANGUAGE,
    level: user?.level ?? VISITOR_LEVEL,
    category: ALL,
  };
}

/** 'Reset Filters' clears search, language, level and category to "everything"; the sort order stays. */
export const RESET_FILTERS: CourseFilters = { search: '', language: ALL, level: ALL, category: ALL };

/** An interadvanced course belongs to both the intermediate and the advanced level. */
export function matchesLevel(courseLevel: CourseLevel, wanted: Level | typeof ALL): boolean {
  if (wanted === ALL) return true;
  if (courseLevel === 'interadvanced') return wanted === 'intermediate' || wanted === 'advanced';
  return courseLevel === wanted;
}

export function filterCourses<C extends CourseSummary>(courses: readonly C[], filters: CourseFilters): C[] {
  const search = filters.search.trim().toLowerCase();
  return courses.filter(
    (course) =>
      (search === '' || course.name.toLowerCase().includes(search)) &&
      (filters.language === ALL || course.language === filters.language) &&
      (filters.category === ALL || course.category === filters.category) &&
      matchesLevel(course.level, filters.level),
  );
}

const byName = (a: CourseSummary, b: CourseSummary) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
const byDate = (a: CourseSummary, b: CourseSummary) => Date.parse(a.created_at) - Date.parse(b.created_at);

/** A sorted copy; equal keys keep the order of the API's answer. */
export function sortCourses<C extends CourseSummary>(courses: readonly C[], order: SortOrder): C[] {
  const compare = {
    'name-asc': byName,
    'name-desc': (a: CourseSummary, b: CourseSummary) => byName(b, a),
    'date-asc': byDate,
    'date-desc': (a: CourseSummary, b: CourseSummary) => byDate(b, a),
  }[order];
  return [...courses].sort(compare);
}

/** The distinct values of a field, in alphabetical order, for the 'All plus those found' selects. */
function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

export const languageOptions = (courses: readonly CourseSummary[]) =>
  distinct(courses.map((c) => c.language));
export const categoryOptions = (courses: readonly CourseSummary[]) =>
  distinct(courses.map((c) => c.category));

/** 'english' -> 'English'; a label for values that are stored in lower case. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
