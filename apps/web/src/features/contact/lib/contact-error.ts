import { ApiError, errorMessage } from '#lib/api-client.ts';

/** The contact notice's display time (product 0422). */
export const CONTACT_SUCCESS_MS = 6000;

/** The server's message, else the default of product 0425 (`fallback`, in the page's language). */
export function contactErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? errorMessage(error) : undefined) ?? fallback;
}
