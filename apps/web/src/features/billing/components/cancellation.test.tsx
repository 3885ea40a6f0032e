import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '#components/ui/theme.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { CancellationConfirmation } from './cancellation-confirmation.tsx';
import { CancellationForm } from './cancellation-form.tsx';

function renderCancellation(path = '/kuendigen') {
  const router = createMemoryRouter(
    [
      { path: '/kuendigen', element: <CancellationForm /> },
      { path: '/kuendigen/bestaetigung', element: <CancellationConfirmation /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const RECEIVED = { received_at: '2026-11-23T09:05:00.000Z', message: 'Your cancellation has been received.' };

describe('cancellation without login', () => {
  it('sends name, e-mail and username and shows the date and time of receipt on the confirmation page', async () => {
    const { calls } = stubFetch(() => jsonResponse(RECEIVED));
    const router = renderCancellation();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Name/), 'Django Reinhardt');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'django@example.com');
    await user.type(screen.getByLabelText('Benutzername (optional)'), 'django');
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));

    expect(
      await screen.findByText('Ihre Kündigung ist am 23.11.2026 um 10:05 Uhr bei uns eingegangen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kuendigen/bestaetigung');
    expect(calls[0]?.url).toBe('/api/public/cancellation/');
    expect(calls[0]?.body).toEqual({
      name: 'Django Reinhardt',
      email: 'django@example.com',
      username: 'django',
    });
  });

  it('leaves the username out when it is empty', async () => {
    const { calls } = stubFetch(() => jsonResponse(RECEIVED));
    renderCancellation();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Name/), 'Django Reinhardt');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'django@example.com');
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));

    await screen.findByText(/Ihre Kündigung ist am/);
    expect(calls[0]?.body).toEqual({ name: 'Django Reinhardt', email: 'django@example.com' });
  });

  it('shows German messages for a missing name and an invalid e-mail address, and sends nothing', async () => {
    const { calls } = stubFetch(() => jsonResponse(RECEIVED));
    renderCancellation();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));

    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says in German that the cancellation could not be sent when the server fails', async () => {
    stubFetch(() => jsonResponse({ message: 'Internal server error.' }, 500));
    renderCancellation();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Name/), 'Django Reinhardt');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'django@example.com');
    await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));

    expect(
      await screen.findByText('Die Kündigung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('leads from the confirmation page opened directly back to the form', async () => {
    stubFetch(() => jsonResponse(RECEIVED));
    const router = renderCancellation('/kuendigen/bestaetigung');

    expect(await screen.findByRole('button', { name: 'Jetzt kündigen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kuendigen');
  });
});
