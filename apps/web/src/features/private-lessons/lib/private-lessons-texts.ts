import { ApiError } from '../../../lib/api-client.ts';

export const PRIVATE_LESSONS_TEXTS = {
  title: 'Private Lessons',
  loading: 'Loading private lessons...',
  empty: 'No private lessons available yet.',
  loadFailed: 'Failed to load private lessons',
} as const;

/** The server's `error` text (decision 0424), the client's own message (e.g. maintenance), or the default (decision 0425). */
export function privateLessonsErrorText(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { error: text, message } = error.body as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return PRIVATE_LESSONS_TEXTS.loadFailed;
}
