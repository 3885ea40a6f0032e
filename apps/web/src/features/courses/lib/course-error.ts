import { ApiError, errorMessage } from '#lib/api-client.ts';

/** The web's own fallback when neither the server nor the network gave a message (lib/course-viewer-texts.ts). */
export const COURSE_LOAD_FAILED = 'Failed to load course';

export type CourseErrorView = { kind: 'login' } | { kind: 'not-found' } | { kind: 'message'; text: string };

/**
 * Product 0425: a 401 is silent (back to login), a missing course has its own text, anything else the server's word,
 * or `loadFailed` (the page's language) without one.
 */
export function courseErrorView(error: unknown, loadFailed: string = COURSE_LOAD_FAILED): CourseErrorView {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
  if (error instanceof ApiError) return { kind: 'message', text: errorMessage(error) ?? loadFailed };
  return { kind: 'message', text: loadFailed };
}
