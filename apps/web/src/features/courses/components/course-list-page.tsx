import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import type { Profile } from '@gjs/shared';
import { useCourses } from '../api/get-courses.ts';
import { useUpcomingCourses } from '../api/get-upcoming-courses.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseListTexts } from '../lib/course-list-texts.ts';
import { useNow } from '../hooks/use-now.ts';
import {
  ALL,
  categoryOptions,
  DEFAULT_SORT,
  filterCourses,
  initialFilters,
  languageOptions,
  RESET_FILTERS,
  sortCourses,
  type CourseFilters,
  type SortOrder,
} from '../lib/course-filters.ts';
import { ComingSoon } from './coming-soon.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseFiltersBar } from './course-filters-bar.tsx';

// A member's own progress: its code and its call are loaded for signed-in users only.
const memberProgress = () => import('./member-course-progress.tsx');
const CourseProgressLine = lazy(() => memberProgress().then((m) => ({ default: m.CourseProgressLine })));
const ContinueCourse = lazy(() => memberProgress().then((m) => ({ default: m.ContinueCourse })));

/** The countdown shows minutes: a refresh every 15 s keeps it within a quarter of a minute. */
const CLOCK_TICK_MS = 15_000;

type CourseListPageProps = {
  /** The signed-in member, whose profile gives the first language and level; null for a visitor. */
  user: Pick<Profile, 'language' | 'level'> | null;
};

/** The catalogue (product 0420 Course list). Mount it again (a new `key`) when the user changes. */
export function CourseListPage({ user }: CourseListPageProps) {
  const texts = useTexts(courseListTexts);
  const courses = useCourses();
  const upcoming = useUpcomingCourses();
  const now = useNow(CLOCK_TICK_MS);
  const [filters, setFilters] = useState<CourseFilters>(() => initialFilters(user));
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);

  // Content errors on this page are logged only (product 0425).
  useEffect(() => {
    if (courses.error) console.warn('Failed to load courses', courses.error);
  }, [courses.error]);
  useEffect(() => {
    if (upcoming.error) console.warn('Failed to load upcoming courses', upcoming.error);
  }, [upcoming.error]);

  const all = useMemo(() => courses.data ?? [], [courses.data]);
  const shown = useMemo(() => sortCourses(filterCourses(all, filters), sort), [all, filters, sort]);
  // The selects offer what the data has, plus the current choice (a profile language with no courses yet).
  const languages = useMemo(
    () => withCurrent(languageOptions(all), filters.language),
    [all, filters.language],
  );
  const categories = useMemo(
    () => withCurrent(categoryOptions(all), filters.category),
    [all, filters.category],
  );
  const nextCourse = upcoming.data?.[0];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        {texts.heading}
      </Typography>
      {user && all.length > 0 && (
        <Suspense fallback={null}>
          <ContinueCourse courses={all} />
        </Suspense>
      )}
      {nextCourse && <ComingSoon course={nextCourse} now={now} />}
      <CourseFiltersBar
        filters={filters}
        sort={sort}
        languages={languages}
        categories={categories}
        onFiltersChange={setFilters}
        onSortChange={setSort}
        onReset={() => setFilters(RESET_FILTERS)}
      />
      {courses.isPending ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {texts.loading}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {texts.showing(shown.length, all.length)}
          </Typography>
          {shown.length === 0 ? (
            <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
              {texts.noneFound}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={texts.list}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {shown.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} now={now} priority={index === 0 && !nextCourse}>
                    {user && (
                      <Suspense fallback={null}>
                        <CourseProgressLine courseId={course.id} />
                      </Suspense>
                    )}
                  </CourseCard>
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Container>
  );
}

function withCurrent(options: string[], current: string): string[] {
  return current === ALL || options.includes(current) ? options : [...options, current];
}
