import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const CONTACT_SUCCESS_MS = 6000;
export const CONTACT_DEFAULT_ERROR = 'An error occurred while submitting the form. Please try again.';

/** The server's message, else the default of decision 0425. */
export function contactErrorText(error: unknown): string {
  return (error instanceof ApiError ? errorMessage(error) : undefined) ?? CONTACT_DEFAULT_ERROR;
}
