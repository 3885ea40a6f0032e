import { useQuery } from '@tanstack/react-query';
import { coursesQueryOptions } from '#lib/courses-query.ts';

export { coursesQueryOptions, getCourses } from '#lib/courses-query.ts';

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
