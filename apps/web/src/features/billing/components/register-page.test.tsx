import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '@gjs/shared';
import { theme } from '#components/ui/theme.ts';
import type { Language } from '#lib/i18n/language.ts';
import { LanguageContext, loadTexts } from '#lib/i18n/texts.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { AuthContext } from '#lib/session/auth-context.ts';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile } from '#testing/render.tsx';
import { RegisterPage } from './register-page.tsx';

const FREE_SIGNUP: PaymentConfig = {
  stripe_publishable_key: null,
  paypal_enabled: false,
  free_signup_enabled: true,
};

function Landed() {
  const { pathname, state } = useLocation();
  return <p>{`landed on ${pathname} ${JSON.stringify(state)}`}</p>;
}

type Options = {
  state?: unknown;
  loggedIn?: boolean;
  registration?: { loading: boolean; enabled: boolean };
  config?: PaymentConfig;
  register?: (call: FetchCall) => Response;
  /** The page's language; for German, `await loadTexts('de')` first. */
  language?: Language;
  /** The payment configuration's answer, when it is not `config`. */
  configAnswer?: () => Response;
};

function renderRegister(options: Options = {}) {
  const { calls } = stubFetch((call) => {
    if (call.url === '/api/public/payment-config/')
      return options.configAnswer?.() ?? jsonResponse(options.config ?? FREE_SIGNUP);
    if (call.url === '/api/register/')
      return options.register?.(call) ?? jsonResponse({ id: 12, registration_token: 't' }, 201);
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  const registration = options.registration ?? { loading: false, enabled: true };
  const router = createMemoryRouter(
    [
      {
        path: '/register',
        element: <RegisterPage registration={registration} withoutPlan={<p>the plans to choose from</p>} />,
      },
      { path: '*', element: <Landed /> },
    ],
    {
      initialEntries: [
        { pathname: '/register', state: 'state' in options ? options.state : { selectedPlan: 'pro' } },
      ],
    },
  );
  const auth = fakeAuth(options.loggedIn ? { user: makeProfile() } : {});
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <LanguageContext value={options.language ?? 'en'}>
          <AuthContext value={auth}>
            <RouterProvider router={router} />
          </AuthContext>
        </LanguageContext>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { router, calls };
}

async function fillForm() {
  const user = userEvent.setup({ delay: null });
  const fields: [string, string][] = [
    ['Username', 'stephane'],
    ['Email', 'stephane@example.com'],
    ['Password', 'minor-swing-1937'],
    ['Confirm Password', 'minor-swing-1937'],
    ['First Name', 'Stéphane'],
    ['Last Name', 'Grappelli'],
    ['Street Address', 'Rue de Paris 1'],
    ['City', 'Paris'],
    ['State', 'Île-de-France'],
    ['Postal Code', '75001'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText('Country', { exact: false }), 'France');
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  return user;
}

describe('registration page states', () => {
  it("tells a logged-in user 'Already Registered' with a way to the courses", async () => {
    renderRegister({ loggedIn: true });

    expect(screen.getByRole('heading', { name: 'Already Registered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Courses' })).toHaveAttribute('href', '/courses');
    await waitFor(() => expect(document.title).toBe('Register | Gypsy Jazz Guitar School'));
  });

  it('sends a visitor without a selected plan to /pricing', async () => {
    renderRegister({ state: null });

    expect(await screen.findByText('landed on /pricing null')).toBeInTheDocument();
  });

  it('shows a spinner while the site setting loads', () => {
    renderRegister({ registration: { loading: true, enabled: true } });

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('shows the disabled texts and the way home while registration is switched off', () => {
    renderRegister({ registration: { loading: false, enabled: false } });

    expect(screen.getByRole('heading', { name: 'Registration Temporarily Disabled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'It is temporarily not possible to create an account. Please contact the administrator for details.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

// Filling the whole form takes a few seconds of simulated typing on a busy machine.
describe('registration form', { timeout: 20_000 }, () => {
  it('shows the plan, its monthly price, the trial and the defaults of every select', async () => {
    renderRegister();

    // The form's code loads once a plan is chosen.
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const plan = within(screen.getByRole('region', { name: 'Selected plan' }));
    expect(plan.getByText('Pro Plan')).toBeInTheDocument();
    expect(plan.getByText('19.99 € / month')).toBeInTheDocument();
    expect(plan.getByText('First 14 days free trial')).toBeInTheDocument();
    const country = await screen.findByLabelText('Country', { exact: false });
    expect(country).toHaveDisplayValue('Select Country');
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(190);
    expect(screen.getByLabelText('Language', { exact: false })).toHaveDisplayValue('English');
    expect(screen.getByLabelText('Level', { exact: false })).toHaveDisplayValue('Intermediate');
  });

  it('shows the test plan at 1.00 € a day without a trial', async () => {
    renderRegister({ state: { selectedPlan: 'test' } });

    expect(await screen.findByText('1.00 € / day')).toBeInTheDocument();
    expect(screen.queryByText('First 14 days free trial')).not.toBeInTheDocument();
  });

  it('opens the terms and the privacy policy in a new tab', async () => {
    renderRegister();

    const terms = await screen.findByRole('link', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('href', '/agb');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it('hides the card option with the PayPal hint when no card provider is configured', async () => {
    renderRegister({ config: { ...FREE_SIGNUP, paypal_enabled: true } });

    expect(
      await screen.findByText('Credit card payments are temporarily unavailable. Please use PayPal.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Credit Card' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Without payment (free signup)' })).toBeInTheDocument();
  });

  it('offers no free signup while it is switched off', async () => {
    renderRegister({ config: { ...FREE_SIGNUP, paypal_enabled: true, free_signup_enabled: false } });

    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Without payment (free signup)' })).not.toBeInTheDocument();
  });

  it('shows the messages of the empty required fields and of both acceptances', async () => {
    const { calls } = renderRegister();
    await screen.findByRole('radio', { name: 'Without payment (free signup)' });

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('You must accept the terms and conditions to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy to continue.')).toBeInTheDocument();
    expect(screen.getAllByText('This field may not be blank.').length).toBeGreaterThanOrEqual(10);
    expect(calls.some((call) => call.url === '/api/register/')).toBe(false);
  });

  it('registers without payment and goes to /payment/success with the outcome', async () => {
    const { calls } = renderRegister();
    await screen.findByRole('radio', { name: 'Without payment (free signup)' });
    const user = await fillForm();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText(
        'landed on /payment/success {"paymentMethod":"none","status":"success","inTrial":false}',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const body = calls.find((call) => call.url === '/api/register/')?.body;
    expect(body).toMatchObject({
      country: 'France',
      plan: 'pro',
      language: 'english',
      level: 'intermediate',
    });
  });

  it("shows the server's field errors as 'field: messages' lines", async () => {
    renderRegister({
      register: () =>
        jsonResponse(
          {
            username: ['A user with that username already exists.'],
            email: ['A user with that email already exists.'],
          },
          400,
        ),
    });
    await screen.findByRole('radio', { name: 'Without payment (free signup)' });
    const user = await fillForm();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const lines = await screen.findByText(/^username: /, {}, { timeout: 5_000 });
    expect(lines.textContent).toBe(
      'username: A user with that username already exists.\nemail: A user with that email already exists.',
    );
  });
});

describe('registration page in German', { timeout: 20_000 }, () => {
  it('says in German that registration is switched off', async () => {
    await loadTexts('de');
    renderRegister({ registration: { loading: false, enabled: false }, language: 'de' });

    expect(
      screen.getByRole('heading', { name: 'Registrierung vorübergehend deaktiviert' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Return to Home')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Registrieren | Gypsy Jazz Guitar School'));
  });

  it('tells a logged-in member in German that they are registered', async () => {
    await loadTexts('de');
    renderRegister({ loggedIn: true, language: 'de' });

    expect(screen.getByRole('heading', { name: 'Schon registriert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Kursen' })).toHaveAttribute('href', '/courses');
  });

  it('shows the form, the plan with its German price and the choices in German', async () => {
    await loadTexts('de');
    renderRegister({ language: 'de', config: { ...FREE_SIGNUP, paypal_enabled: true } });

    expect(await screen.findByRole('heading', { name: 'Erstelle dein Konto' })).toBeInTheDocument();
    const plan = within(screen.getByRole('region', { name: 'Gewähltes Abo' }));
    expect(plan.getByText('Pro-Abo')).toBeInTheDocument();
    expect(plan.getByText('19,99 € / Monat')).toBeInTheDocument();
    expect(plan.getByText('Die ersten 14 Tage kostenlos testen')).toBeInTheDocument();
    const country = await screen.findByLabelText(/^Land/);
    expect(country).toHaveDisplayValue('Land auswählen');
    // German names in German order; the value sent stays the English name the server knows.
    const germany = within(country).getByRole('option', { name: 'Deutschland' });
    expect(germany).toHaveValue('Germany');
    expect(within(country).getByRole('option', { name: 'Vereinigte Staaten von Amerika' })).toHaveValue(
      'United States of America',
    );
    expect(screen.getByLabelText('Sprache', { exact: false })).toHaveDisplayValue('Englisch');
    expect(screen.getByLabelText('Niveau', { exact: false })).toHaveDisplayValue('Mittelstufe');
    expect(screen.getByLabelText(/^Benutzername/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort bestätigen/)).toBeInTheDocument();
    expect(
      screen.getByText('Kartenzahlungen sind gerade nicht möglich. Bitte nutze PayPal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Zahlungsart' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Ohne Zahlung (kostenlose Registrierung)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zu PayPal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.queryByText('Create your account')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Method')).not.toBeInTheDocument();
  });

  it("falls back to 'Registrierung fehlgeschlagen' when the payment configuration fails without a text", async () => {
    await loadTexts('de');
    renderRegister({ language: 'de', configAnswer: () => jsonResponse(undefined, 500) });

    expect(await screen.findByText('Registrierung fehlgeschlagen')).toBeInTheDocument();
  });
});
