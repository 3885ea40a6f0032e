import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const COURSE_NOT_FOUND = 'Course not found';
export const COURSE_LOAD_FAILED = 'Failed to load course';

export type CourseErrorView = { kind: 'login' } | { kind: 'not-found' } | { kind: 'message'; text: string };

/** Decision 0425: a 401 is silent (back to login), a missing course has its own text, anything else the server's word. */
export function courseErrorView(error: unknown): CourseErrorView {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
  if (error instanceof ApiError) return { kind: 'message', text: errorMessage(error) ?? COURSE_LOAD_FAILED };
  return { kind: 'message', text: COURSE_LOAD_FAILED };
}
