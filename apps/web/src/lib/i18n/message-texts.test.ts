import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../api-client.ts';
import { messageIn } from './message-texts.ts';
import { loadTexts } from './texts.ts';

describe('the messages of the API and the shared schemas', () => {
  it('stay as they came on an English page', () => {
    expect(messageIn('en', 'Course not found', 'course_not_found')).toBe('Course not found');
  });

  it('are German on a German page, with the values they carry and the field they name', async () => {
    await loadTexts('de');
    expect(messageIn('de', 'Course not found', 'course_not_found')).toBe('Kurs nicht gefunden');
    expect(messageIn('de', 'Enter a valid email address.')).toBe('Gib eine gültige E-Mail-Adresse ein.');
    expect(messageIn('de', 'Subject must be at most 200 characters.')).toBe(
      'Der Betreff darf höchstens 200 Zeichen lang sein.',
    );
    expect(messageIn('de', 'Too many attempts. Please try again in 1 minute.', 'too_many_attempts')).toBe(
      'Zu viele Versuche. Bitte versuche es in 1 Minute noch einmal.',
    );
    expect(messageIn('de', 'thumbnail: The file is not a JPEG, PNG or WebP image.')).toBe(
      'thumbnail: Die Datei ist kein JPEG-, PNG- oder WebP-Bild.',
    );
  });

  it('stay as they came when the translation does not know them or the code names another message', async () => {
    await loadTexts('de');
    expect(messageIn('de', 'The mail server said no.', 'bad_request')).toBe('The mail server said no.');
    expect(messageIn('de', 'Course not found', 'post_not_found')).toBe('Course not found');
  });

  it("reach the screens through errorMessage, in the page's language", async () => {
    await loadTexts('de');
    const error = new ApiError(401, {
      message: 'Invalid username/email or password.',
      code: 'invalid_credentials',
    });
    document.documentElement.lang = 'de';
    try {
      expect(errorMessage(error)).toBe('Benutzername/E-Mail oder Passwort ist falsch.');
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(errorMessage(error)).toBe('Invalid username/email or password.');
  });
});
