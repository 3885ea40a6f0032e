import { describe, expect, it } from 'vitest';
import { loadTexts } from '#lib/i18n/texts.ts';
import { ApiError, NO_REFRESH_TOKEN_MESSAGE } from '#lib/api-client.ts';
import { loginErrorMessage as messageIn } from './login-error-message.ts';
import { loginTexts } from './login-texts.ts';

const INVALID_CREDENTIALS_MESSAGE = loginTexts.en.invalid;
const LOGIN_FAILED_FALLBACK = loginTexts.en.fallback;
const loginErrorMessage = (error: unknown) => messageIn(error, loginTexts.en);

describe('loginErrorMessage', () => {
  it("shows the server's detail first, whatever the status", () => {
    const error = new ApiError(401, { detail: 'Account disabled', message: 'Unauthorized' });
    expect(loginErrorMessage(error)).toBe('Account disabled');
  });

  it('shows the invalid-credentials text for a 401', () => {
    const error = new ApiError(401, { message: 'Invalid credentials' });
    expect(loginErrorMessage(error)).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe(
      'Invalid username/email or password. Please check your credentials and try again.',
    );
  });

  it('shows the invalid-credentials text for a refresh-token error', () => {
    expect(loginErrorMessage(new Error(NO_REFRESH_TOKEN_MESSAGE))).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it("shows the server's message otherwise, e.g. when rate limited", () => {
    const error = new ApiError(429, { message: 'Too many login attempts. Try again later.' });
    expect(loginErrorMessage(error)).toBe('Too many login attempts. Try again later.');
  });

  it('shows the message of an error that is not an API answer', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back to the generic text when nothing else is known', () => {
    expect(loginErrorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(LOGIN_FAILED_FALLBACK);
    expect(loginErrorMessage('boom')).toBe('An error occurred during login. Please try again.');
  });
});

describe('loginErrorMessage in German', () => {
  it("uses the German texts of its own, and still shows the server's words as they are", async () => {
    await loadTexts('de');
    const german = loginTexts.loaded.de;
    if (!german) throw new Error('the German login texts did not load');

    expect(messageIn(new ApiError(401, { message: 'Invalid credentials' }), german)).toBe(
      'Benutzername/E-Mail oder Passwort ist falsch. Bitte prüfe deine Angaben und versuche es noch einmal.',
    );
    expect(messageIn('boom', german)).toBe(
      'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
    );
    expect(messageIn(new ApiError(401, { detail: 'Account disabled' }), german)).toBe('Account disabled');
  });
});
