import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { REDIRECT_TO_LOGIN_MS, ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password form', () => {
  it('sends the e-mail address and shows the same confirmation whatever the account', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'sent' }));
    renderWithRouter(<ForgotPasswordForm />, { route: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), 'django@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(PASSWORD_RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/password-reset-request/',
      method: 'POST',
      body: { email: 'django@example.com' },
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the request fails", async () => {
    stubFetch(() => jsonResponse({ message: 'Too many requests' }, 429));
    renderWithRouter(<ForgotPasswordForm />);

    await userEvent.type(screen.getByLabelText('Email'), 'django@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });
});

describe('reset password form', () => {
  function renderReset() {
    return renderWithRouter(<ResetPasswordForm uid="MQ" token="abc-123" />, {
      route: '/reset-password/MQ/abc-123',
    });
  }

  async function fill(password: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('shows "Passwords don\'t match" without calling the server', async () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    renderReset();

    await fill('new-secret-42', 'new-secret-43');

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends uid, token and both passwords, shows success and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(() => jsonResponse({ message: PASSWORD_RESET_DONE_MESSAGE }));
    const { router } = renderReset();

    await fill('new-secret-42', 'new-secret-42');
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      uid: 'MQ',
      token: 'abc-123',
      new_password: 'new-secret-42',
      confirm_password: 'new-secret-42',
    });

    act(() => vi.advanceTimersByTime(REDIRECT_TO_LOGIN_MS - 1000));
    expect(router.state.location.pathname).toBe('/reset-password/MQ/abc-123');
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's password rules joined when it refuses the new password", async () => {
    stubFetch(() =>
      jsonResponse(
        { new_password: ['This password is too short.', 'This password is entirely numeric.'] },
        400,
      ),
    );
    renderReset();

    await fill('1234', '1234');

    await waitFor(() =>
      expect(
        screen.getByText('This password is too short. This password is entirely numeric.'),
      ).toBeInTheDocument(),
    );
  });
});

describe('the password pages in German', () => {
  it('asks for the e-mail address in German and confirms in German', async () => {
    await loadTexts('de');
    stubFetch(() => jsonResponse({ message: 'sent' }));
    renderWithRouter(<ForgotPasswordForm />, { route: '/forgot-password', language: 'de' });

    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'django@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));

    expect(
      await screen.findByText(
        'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_RESET_SENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('sets the new password in German, with the German fallback when the server says nothing', async () => {
    await loadTexts('de');
    stubFetch(() => jsonResponse({}, 400));
    renderWithRouter(<ResetPasswordForm uid="MQ" token="abc-123" />, {
      route: '/reset-password/MQ/abc-123',
      language: 'de',
    });

    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'new-secret-42');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'new-secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));

    expect(
      await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuche es noch einmal.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
