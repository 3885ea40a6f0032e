import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from '../api-client.ts';
import { loadMessageTexts, messageIn } from './message-texts.ts';
import { LanguageContext } from './texts.ts';

/** The modules afresh: nothing loaded yet, as on a page that just opened. */
async function freshModules() {
  vi.resetModules();
  const [messages, texts, apiClient] = await Promise.all([
    import('./message-texts.ts'),
    import('./texts.ts'),
    import('../api-client.ts'),
  ]);
  return { ...messages, ...texts, ...apiClient };
}

describe('the messages of the API and the shared schemas', () => {
  it('stay as they came on an English page', () => {
    expect(messageIn('en', 'Course not found', 'course_not_found')).toBe('Course not found');
  });

  it('are German on a German page, with the values they carry and the field they name', async () => {
    await loadMessageTexts('de');
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
    await loadMessageTexts('de');
    expect(messageIn('de', 'The mail server said no.', 'bad_request')).toBe('The mail server said no.');
    expect(messageIn('de', 'Course not found', 'post_not_found')).toBe('Course not found');
  });

  it("reach the screens through errorMessage, in the page's language", async () => {
    await loadMessageTexts('de');
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

  it("are not part of a German page's texts: a visitor who only reads does not download them", async () => {
    const { loadTexts, messageTexts } = await freshModules();
    await loadTexts('de');
    expect(messageTexts.loaded.de).toBeUndefined();
  });

  it("load before an API error reaches a German page's screen", async () => {
    const { apiRequest, errorMessage: freshErrorMessage, messageTexts } = await freshModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'Course not found', code: 'course_not_found' }, { status: 404 }),
      ),
    );
    document.documentElement.lang = 'de';
    try {
      const error = await apiRequest('/api/courses/999/').catch((e: unknown) => e);
      expect(messageTexts.loaded.de).toBeDefined();
      expect(freshErrorMessage(error)).toBe('Kurs nicht gefunden');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('are not loaded on a German page for a 401 that a token refresh answers', async () => {
    const { apiRequest, messageTexts, REFRESH_PATH } = await freshModules();
    const storage = await import('../storage.ts');
    storage.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith(REFRESH_PATH))
          return Response.json({ access: 'new-access', refresh: 'new-refresh' });
        const authorised = new Headers(init.headers).get('Authorization') === 'Bearer new-access';
        return authorised
          ? Response.json({ id: 7 })
          : Response.json({ message: 'Token expired' }, { status: 401 });
      }),
    );
    document.documentElement.lang = 'de';
    try {
      await expect(apiRequest('/api/profile/')).resolves.toEqual({ id: 7 });
      expect(messageTexts.loaded.de).toBeUndefined();
    } finally {
      document.documentElement.lang = 'en';
      storage.clearTokens();
    }
  });

  /** A German form field's message, rendered with the modules afresh; `renders` counts its renders. */
  async function renderGermanFieldMessage(
    prepare?: (modules: Awaited<ReturnType<typeof freshModules>>) => void,
  ) {
    const modules = await freshModules();
    prepare?.(modules);
    const { useMessageText, LanguageContext: FreshLanguageContext } = modules;
    const counted = { renders: 0 };
    function FieldMessage() {
      counted.renders += 1;
      const translate = useMessageText();
      return <p>{translate('Enter a valid email address.')}</p>;
    }
    render(
      <FreshLanguageContext value="de">
        <FieldMessage />
      </FreshLanguageContext>,
    );
    return { ...modules, counted };
  }

  it("load on a German page's first keystroke, and the form's message turns German", async () => {
    const { messageTexts } = await renderGermanFieldMessage();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(messageTexts.loaded.de).toBeDefined();
  });

  it('wait for the first action with one set of document listeners, however many fields wait', async () => {
    const modules = await freshModules();
    const { useMessageText, LanguageContext: FreshLanguageContext } = modules;
    const added = vi.spyOn(document, 'addEventListener');
    function FieldMessage({ text }: { text: string }) {
      const translate = useMessageText();
      return <p>{translate(text)}</p>;
    }
    try {
      render(
        <FreshLanguageContext value="de">
          <FieldMessage text="Enter a valid email address." />
          <FieldMessage text="Subject must be at most 200 characters." />
          <FieldMessage text="Course not found" />
        </FreshLanguageContext>,
      );
      expect(added.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    } finally {
      added.mockRestore();
    }
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Der Betreff darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
  });

  it('stay as they came when the catalogue cannot load, and the screen settles instead of asking again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { counted } = await renderGermanFieldMessage(({ messageTexts }) => {
      messageTexts.load.de = load;
    });
    fireEvent.keyDown(document.body, { key: 'a' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(counted.renders).toBeLessThan(5);
  });

  it('show English on an English page without loading anything', async () => {
    function FieldMessage() {
      return <p>{messageIn('en', 'Enter a valid email address.')}</p>;
    }
    await act(async () => {
      render(
        <LanguageContext value="en">
          <FieldMessage />
        </LanguageContext>,
      );
    });
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });
});
