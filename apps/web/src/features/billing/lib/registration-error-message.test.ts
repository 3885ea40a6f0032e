import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { registrationErrorMessage as messageOf } from './registration-error-message.ts';
import { registrationTexts } from './registration-texts.ts';

const registrationErrorMessage = (error: unknown) =>
  messageOf(error, registrationTexts.en.errors.registrationFailed);

describe('registration error message', () => {
  it('shows each field of an object answer as one "field: messages" line', () => {
    const error = new ApiError(400, {
      username: ['A user with that username already exists.'],
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
    });

    expect(registrationErrorMessage(error)).toBe(
      'username: A user with that username already exists.\n' +
        'password: This password is too short. It must contain at least 8 characters. This password is entirely numeric.',
    );
  });

  it('reads the field lists nested under errors (schema validation answers)', () => {
    const error = new ApiError(400, {
      message: 'Invalid input.',
      errors: { email: ['Enter a valid email address.'] },
    });

    expect(registrationErrorMessage(error)).toBe('email: Enter a valid email address.');
  });

  it('shows a text answer as it is', () => {
    expect(registrationErrorMessage(new ApiError(500, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('falls back to the message of an answer without field lists', () => {
    expect(registrationErrorMessage(new ApiError(400, { message: 'Invalid payment method selected' }))).toBe(
      'Invalid payment method selected',
    );
  });

  it("uses the error's own message, else 'Registration failed'", () => {
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(registrationErrorMessage(new ApiError(502, undefined))).toBe('Registration failed');
    expect(registrationErrorMessage('boom')).toBe('Registration failed');
  });
});
