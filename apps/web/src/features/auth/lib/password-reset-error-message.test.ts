import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import * as messages from './password-reset-error-message.ts';
import { passwordTexts } from './password-texts.ts';

const PASSWORD_RESET_FALLBACK = passwordTexts.en.fallback;
const resetConfirmErrorMessage = (error: unknown) =>
  messages.resetConfirmErrorMessage(error, PASSWORD_RESET_FALLBACK);
const resetRequestErrorMessage = (error: unknown) =>
  messages.resetRequestErrorMessage(error, PASSWORD_RESET_FALLBACK);

describe('resetConfirmErrorMessage', () => {
  it('joins non_field_errors first', () => {
    const error = new ApiError(400, {
      non_field_errors: ['Invalid or expired link.', 'Request a new one.'],
      new_password: ['This password is too short.'],
    });
    expect(resetConfirmErrorMessage(error)).toBe('Invalid or expired link. Request a new one.');
  });

  it('joins the new_password errors when there are no non-field errors', () => {
    const error = new ApiError(400, {
      new_password: ['This password is too short.', 'This password is entirely numeric.'],
    });
    expect(resetConfirmErrorMessage(error)).toBe(
      'This password is too short. This password is entirely numeric.',
    );
  });

  it("shows the server's message next, then the fallback", () => {
    expect(resetConfirmErrorMessage(new ApiError(503, { message: 'Under maintenance' }))).toBe(
      'Under maintenance',
    );
    expect(resetConfirmErrorMessage(new ApiError(400, {}))).toBe(PASSWORD_RESET_FALLBACK);
  });
});

describe('resetRequestErrorMessage', () => {
  it("shows the server's message or 'An error occurred. Please try again.'", () => {
    expect(resetRequestErrorMessage(new ApiError(429, { message: 'Slow down' }))).toBe('Slow down');
    expect(resetRequestErrorMessage(new ApiError(500, undefined))).toBe(
      'An error occurred. Please try again.',
    );
  });
});
