import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid username/email or password. Please check your credentials and try again.';
export const LOGIN_FAILED_FALLBACK = 'An error occurred during login. Please try again.';

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body as { detail: unknown };
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** The text under 'Login Failed' (decision 0425), rule by rule. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = detailOf(error.body);
    if (detail) return detail;
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
  }
  const message = errorMessage(error);
  if (message && /refresh token/i.test(message)) return INVALID_CREDENTIALS_MESSAGE;
  return message ?? LOGIN_FAILED_FALLBACK;
}
