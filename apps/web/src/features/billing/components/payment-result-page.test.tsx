import { ThemeProvider } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '#components/ui/theme.ts';
import type { Language } from '#lib/i18n/language.ts';
import { LanguageContext, loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { storeTempUser } from '../lib/registration-storage.ts';
import { PaymentResultPage } from './payment-result-page.tsx';

function renderResult(entry: InitialEntry, language: Language = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/payment/success', element: <PaymentResultPage /> },
      { path: '/payment/cancel', element: <PaymentResultPage /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/pricing', element: <p>pricing page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ThemeProvider theme={theme}>
      <LanguageContext value={language}>
        <RouterProvider router={router} />
      </LanguageContext>
    </ThemeProvider>,
  );
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment result screen', () => {
  it('shows the success texts and sends the new member to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderResult({
      pathname: '/payment/success',
      state: { paymentMethod: 'none', status: 'success', inTrial: false },
    });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account has been created and your subscription is now active. You will be redirected to the login page shortly.',
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe('/payment/success');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the spinner and processing text while PayPal is executed', async () => {
    storeTempUser(9, 'tok');
    let answer: (response: Response) => void = () => undefined;
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderResult('/payment/success?subscription_id=I-9');

    expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toBeInTheDocument();
    // The call goes out once its schemas have loaded (on demand): answer it only then.
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer(jsonResponse({ success: true })));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it("shows 'Payment Failed' with the error and the way back to /pricing", async () => {
    renderResult('/payment/cancel');

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid payment response from PayPal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the default text when the execution failed without a message', async () => {
    storeTempUser(9, 'tok');
    stubFetch(({ url }) =>
      jsonResponse(url.includes('delete-user') ? { message: 'ok' } : { success: false, error: '' }),
    );
    renderResult('/payment/cancel?subscription_id=I-9');

    expect(await screen.findByText('Payment execution failed')).toBeInTheDocument();
  });
});

describe('payment result screen in German', () => {
  it('shows the success in German', async () => {
    await loadTexts('de');
    renderResult(
      { pathname: '/payment/success', state: { paymentMethod: 'none', status: 'success', inTrial: false } },
      'de',
    );

    expect(await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dein Konto ist angelegt und dein Abo ist jetzt aktiv. Gleich geht es weiter zur Anmeldung.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('shows the failure, its reason and the way back in German', async () => {
    await loadTexts('de');
    renderResult('/payment/cancel', 'de');

    expect(await screen.findByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText('Ungültige Zahlungsantwort von PayPal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Preisen' })).toHaveAttribute('href', '/pricing');
  });
});
