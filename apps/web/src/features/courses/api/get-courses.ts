/** The published catalogue: one definition in `#lib/courses-query.ts`, which the forum's score-link cards read too. */
export { coursesQueryOptions, getCourses, useCourses } from '#lib/courses-query.ts';
