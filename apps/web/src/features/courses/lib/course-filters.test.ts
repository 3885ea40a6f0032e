import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_LEVELS, LANGUAGES, type CourseSummary } from '@gjs/shared';
import {
  ALL,
  categoryOptions,
  DEFAULT_SORT,
  filterCourses,
  initialFilters,
  languageOptions,
  matchesLevel,
  RESET_FILTERS,
  sortCourses,
  type CourseFilters,
} from './course-filters.ts';

let nextId = 1;
function course(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: nextId++,
    name: 'Minor Swing',
    description: '',
    level: 'intermediate',
    display_level: 'Intermediate',
    language: 'english',
    category: 'Songs',
    thumbnail_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const EVERYTHING: CourseFilters = RESET_FILTERS;
const names = (courses: CourseSummary[]) => courses.map((c) => c.name);

describe('initial filters', () => {
  it('start a visitor on english and intermediate, all categories, no search', () => {
    expect(initialFilters(null)).toEqual({
      search: '',
      language: 'english',
      level: 'intermediate',
      category: ALL,
    });
  });

  it("start a member on the profile's language and level", () => {
    expect(initialFilters({ language: 'deutsch', level: 'advanced' })).toEqual({
      search: '',
      language: 'deutsch',
      level: 'advanced',
      category: ALL,
    });
  });

  it('sort newest first by default', () => {
    expect(DEFAULT_SORT).toBe('date-desc');
  });

  it('reset to everything: no search, all languages, levels and categories', () => {
    expect(RESET_FILTERS).toEqual({ search: '', language: ALL, level: ALL, category: ALL });
  });
});

describe('matchesLevel', () => {
  it('lets an interadvanced course match intermediate and advanced, not beginner', () => {
    expect(matchesLevel('interadvanced', 'intermediate')).toBe(true);
    expect(matchesLevel('interadvanced', 'advanced')).toBe(true);
    expect(matchesLevel('interadvanced', 'beginner')).toBe(false);
  });

  it('matches the other levels only to themselves, and everything to All', () => {
    expect(matchesLevel('beginner', 'beginner')).toBe(true);
    expect(matchesLevel('beginner', 'intermediate')).toBe(false);
    expect(matchesLevel('advanced', 'intermediate')).toBe(false);
    for (const level of COURSE_LEVELS) expect(matchesLevel(level, ALL)).toBe(true);
  });
});

describe('filterCourses', () => {
  const catalogue = [
    course({ name: 'Minor Swing', language: 'english', level: 'intermediate', category: 'Songs' }),
    course({ name: 'Minor Swing', language: 'english', level: 'beginner', category: 'Songs' }),
    course({ name: 'Rhythmus Grundlagen', language: 'deutsch', level: 'beginner', category: 'Rhythm' }),
    course({ name: 'Advanced Soloing', language: 'english', level: 'interadvanced', category: 'Techniques' }),
    course({ name: 'Les Yeux Noirs', language: 'english', level: 'advanced', category: 'Songs' }),
  ];

  it('searches the name, case-insensitively, ignoring surrounding spaces', () => {
    expect(names(filterCourses(catalogue, { ...EVERYTHING, search: '  mINOR ' }))).toEqual([
      'Minor Swing',
      'Minor Swing',
    ]);
    expect(filterCourses(catalogue, { ...EVERYTHING, search: 'zzz' })).toEqual([]);
  });

  it('filters by language, category and level, together', () => {
    expect(names(filterCourses(catalogue, { ...EVERYTHING, language: 'deutsch' }))).toEqual([
      'Rhythmus Grundlagen',
    ]);
    expect(names(filterCourses(catalogue, { ...EVERYTHING, category: 'Techniques' }))).toEqual([
      'Advanced Soloing',
    ]);
    expect(
      names(
        filterCourses(catalogue, { search: 'o', language: 'english', level: 'advanced', category: 'Songs' }),
      ),
    ).toEqual(['Les Yeux Noirs']);
  });

  it('lists the interadvanced course under intermediate and under advanced', () => {
    expect(names(filterCourses(catalogue, { ...EVERYTHING, level: 'intermediate' }))).toEqual([
      'Minor Swing',
      'Advanced Soloing',
    ]);
    expect(names(filterCourses(catalogue, { ...EVERYTHING, level: 'advanced' }))).toEqual([
      'Advanced Soloing',
      'Les Yeux Noirs',
    ]);
  });

  it('keeps everything with the reset filters', () => {
    expect(filterCourses(catalogue, EVERYTHING)).toEqual(catalogue);
  });

  it('returns a subset in which every course passes every filter', () => {
    const arbCourse = fc.record({
      name: fc.constantFrom('Minor Swing', 'Nuages', 'Djangology', 'minor blues'),
      language: fc.constantFrom(...LANGUAGES),
      level: fc.constantFrom(...COURSE_LEVELS),
      category: fc.constantFrom('Songs', 'Rhythm', 'Techniques'),
    });
    const arbFilters = fc.record({
      search: fc.constantFrom('', 'minor', 'NU', 'x'),
      language: fc.constantFrom(ALL, ...LANGUAGES),
      level: fc.constantFrom(ALL, 'beginner', 'intermediate', 'advanced') as fc.Arbitrary<
        CourseFilters['level']
      >,
      category: fc.constantFrom(ALL, 'Songs', 'Rhythm'),
    });
    fc.assert(
      fc.property(fc.array(arbCourse, { maxLength: 12 }), arbFilters, (parts, filters) => {
        const list = parts.map((p) => course(p));
        const shown = filterCourses(list, filters);
        const expected = list.filter(
          (c) =>
            c.name.toLowerCase().includes(filters.search.toLowerCase()) &&
            (filters.language === ALL || c.language === filters.language) &&
            (filters.category === ALL || c.category === filters.category) &&
            (filters.level === ALL ||
              c.level === filters.level ||
              (c.level === 'interadvanced' && filters.level !== 'beginner')),
        );
        expect(shown).toEqual(expected);
      }),
    );
  });
});

describe('sortCourses', () => {
  const a = course({ name: 'bossa Manouche', created_at: '2026-02-01T00:00:00.000Z' });
  const b = course({ name: 'Avalon', created_at: '2026-03-01T00:00:00.000Z' });
  const c = course({ name: 'Coquette', created_at: '2026-01-01T00:00:00.000Z' });

  it('sorts by name A-Z and Z-A, ignoring case', () => {
    expect(names(sortCourses([a, b, c], 'name-asc'))).toEqual(['Avalon', 'bossa Manouche', 'Coquette']);
    expect(names(sortCourses([a, b, c], 'name-desc'))).toEqual(['Coquette', 'bossa Manouche', 'Avalon']);
  });

  it('sorts by publish date, oldest or newest first', () => {
    expect(names(sortCourses([a, b, c], 'date-asc'))).toEqual(['Coquette', 'bossa Manouche', 'Avalon']);
    expect(names(sortCourses([a, b, c], 'date-desc'))).toEqual(['Avalon', 'bossa Manouche', 'Coquette']);
  });

  it('returns a sorted copy and leaves the input alone', () => {
    const input = [a, b, c];
    sortCourses(input, 'name-asc');
    expect(input).toEqual([a, b, c]);
  });
});

describe('select options', () => {
  it('offer the distinct languages and categories found in the data, in order', () => {
    const list = [
      course({ language: 'english', category: 'Songs' }),
      course({ language: 'deutsch', category: 'Rhythm' }),
      course({ language: 'english', category: 'Songs' }),
    ];
    expect(languageOptions(list)).toEqual(['deutsch', 'english']);
    expect(categoryOptions(list)).toEqual(['Rhythm', 'Songs']);
  });
});
