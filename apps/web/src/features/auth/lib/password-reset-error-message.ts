import { passwordResetConfirmErrorSchema } from '@gjs/shared';
import { ApiError, errorMessage } from '#lib/api-client.ts';

/** The reset request's error: the server's message, or the fallback (product 0425). */
export function resetRequestErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}

/**
 * The reset confirmation's error: non_field_errors, else new_password errors, else message, else the fallback (the
 * page's own text, in its language).
 */
export function resetConfirmErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = passwordResetConfirmErrorSchema.partial().safeParse(error.body);
    if (body.success) {
      const { non_field_errors, new_password, message } = body.data;
      if (non_field_errors?.length) return non_field_errors.join(' ');
      if (new_password?.length) return new_password.join(' ');
      if (message) return message;
    }
    return fallback;
  }
  return errorMessage(error) ?? fallback;
}
