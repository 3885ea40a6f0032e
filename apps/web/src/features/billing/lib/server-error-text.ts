import { ApiError, errorMessage } from '#lib/api-client.ts';

/** The server's own text of a failed payment call: its `error` field (product 0424 payment answers), else `message`. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (typeof error.body === 'object' && error.body !== null) {
    const text = (error.body as { error?: unknown }).error;
    if (typeof text === 'string' && text) return text;
  }
  return errorMessage(error);
}
