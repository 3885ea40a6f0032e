import { ApiError, errorMessage } from '#lib/api-client.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import type { LoginTexts } from './login-texts.ts';

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body as { detail: unknown };
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** The text under 'Login Failed' (product 0425), rule by rule; the web's own texts in the page's language. */
export function loginErrorMessage(
  error: unknown,
  texts: Pick<Translation<LoginTexts>, 'invalid' | 'fallback'>,
): string {
  if (error instanceof ApiError) {
    const detail = detailOf(error.body);
    if (detail) return detail;
    if (error.status === 401) return texts.invalid;
  }
  const message = errorMessage(error);
  if (message && /refresh token/i.test(message)) return texts.invalid;
  return message ?? texts.fallback;
}
