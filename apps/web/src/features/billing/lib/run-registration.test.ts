import { describe, expect, it, vi } from 'vitest';
import { loadTexts } from '#lib/i18n/texts.ts';
import type { RegisterRequest } from '@gjs/shared';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { registrationTexts } from './registration-texts.ts';
import { runRegistration as runIn, type CardPayment } from './run-registration.ts';

/** The flow with the English texts, as an English page runs it. */
const runRegistration = (values: RegisterRequest, card: CardPayment | null) =>
  runIn(values, card, registrationTexts.en.errors);

const FORM: RegisterRequest = {
  username: 'stephane',
  email: 'stephane@example.com',
  password: 'minor-swing-1937',
  password2: 'minor-swing-1937',
  first_name: 'Stéphane',
  last_name: 'Grappelli',
  street_address: 'Rue de Paris 1',
  city: 'Paris',
  state: 'Île-de-France',
  postal_code: '75001',
  country: 'France',
  plan: 'pro',
  language: 'english',
  level: 'intermediate',
  acceptTerms: true,
  acceptPrivacy: true,
  payment_method: 'none',
};

type Answers = Partial<Record<string, (call: FetchCall) => Response>>;

function fakeApi(answers: Answers = {}) {
  const defaults: Answers = {
    '/api/register/': () => jsonResponse({ id: 31, registration_token: 'reg-token' }, 201),
    '/api/delete-user/': () => jsonResponse({ message: 'Deleted.' }),
  };
  return stubFetch((call) => {
    const answer = answers[call.url] ?? defaults[call.url];
    return answer ? answer(call) : jsonResponse({ message: 'Not Found' }, 404);
  });
}

const urls = (calls: FetchCall[]) => calls.map((call) => call.url);

function fakeCard(overrides: Partial<CardPayment> = {}): CardPayment {
  return {
    createPaymentMethod: vi.fn(async () => 'pm_123'),
    confirm: vi.fn(async () => 'succeeded'),
    ...overrides,
  };
}

describe('registration without payment (free signup)', () => {
  it('registers the whole form and goes on to success without a trial', async () => {
    const { calls } = fakeApi();

    const outcome = await runRegistration(FORM, null);

    expect(outcome).toEqual({
      kind: 'paid',
      state: { paymentMethod: 'none', status: 'success', inTrial: false },
    });
    expect(calls[0]?.body).toEqual(FORM);
    expect(localStorage.getItem('temp_user_id')).toBeNull();
  });

  it('shows field errors as lines and deletes nothing when registration itself fails', async () => {
    const { calls } = fakeApi({
      '/api/register/': () => jsonResponse({ email: ['A user with that email already exists.'] }, 400),
    });

    const outcome = await runRegistration(FORM, null);

    expect(outcome).toEqual({ kind: 'error', message: 'email: A user with that email already exists.' });
    expect(urls(calls)).toEqual(['/api/register/']);
  });

  it("reports 'User ID not received from registration' when the answer has no id", async () => {
    fakeApi({ '/api/register/': () => jsonResponse({}, 201) });

    expect(await runRegistration(FORM, null)).toEqual({
      kind: 'error',
      message: 'User ID not received from registration',
    });
  });
});

describe('registration with PayPal', () => {
  const paypal = { ...FORM, payment_method: 'paypal' as const };

  it('keeps temp_user_id and the subscription id, then sends the browser to the approval URL', async () => {
    const { calls } = fakeApi({
      '/api/paypal/create-payment/': () =>
        jsonResponse({ approval_url: 'http://paypal.test/approve?ba=1', subscription_id: 'I-SUB' }),
    });

    const outcome = await runRegistration(paypal, null);

    expect(outcome).toEqual({ kind: 'approve', url: 'http://paypal.test/approve?ba=1' });
    expect(calls[1]?.body).toEqual({ plan: 'pro', user_id: 31, registration_token: 'reg-token' });
    expect(localStorage.getItem('temp_user_id')).toBe('31');
    expect(localStorage.getItem('subscription_id')).toBe('I-SUB');
  });

  it.each([
    [
      'the server error',
      () => jsonResponse({ message: 'PayPal is unavailable' }, 502),
      'PayPal is unavailable',
    ],
    ['its default', () => jsonResponse(undefined, 502), 'Failed to create PayPal payment'],
    [
      'no approval URL',
      () => jsonResponse({ subscription_id: 'I-SUB' }),
      'No approval URL received from PayPal',
    ],
    ['no answer', () => new Response(null, { status: 200 }), 'No response received from PayPal'],
  ])('on %s deletes the new account with its token and shows the text', async (_case, answer, message) => {
    const { calls } = fakeApi({ '/api/paypal/create-payment/': answer });

    expect(await runRegistration(paypal, null)).toEqual({ kind: 'error', message });
    const deletion = calls.find((call) => call.url === '/api/delete-user/');
    expect(deletion?.body).toEqual({ user_id: 31, registration_token: 'reg-token' });
    expect(localStorage.getItem('temp_user_id')).toBeNull();
  });
});

describe('registration with a card', () => {
  const stripe = { ...FORM, payment_method: 'stripe' as const };
  const created = { status: 'trialing', subscription_id: 'sub_1', client_secret: 'seti_1_secret_2' };

  it("refuses with 'Stripe not initialized' before registering when the card fields are missing", async () => {
    const { calls } = fakeApi();

    expect(await runRegistration(stripe, null)).toEqual({ kind: 'error', message: 'Stripe not initialized' });
    expect(calls).toEqual([]);
  });

  it("shows the provider's card error and creates no account", async () => {
    const { calls } = fakeApi();
    const card = fakeCard({
      createPaymentMethod: async () => {
        throw new Error('Your card number is incomplete.');
      },
    });

    expect(await runRegistration(stripe, card)).toEqual({
      kind: 'error',
      message: 'Your card number is incomplete.',
    });
    expect(calls).toEqual([]);
  });

  it('confirms the intent, then the subscription, clears temp_user_id and reports the trial', async () => {
    const { calls } = fakeApi({
      '/api/stripe/create-subscription/': () => jsonResponse(created),
      '/api/stripe/confirm-subscription/': () => jsonResponse({ in_trial: true }),
    });
    const card = fakeCard();

    const outcome = await runRegistration(stripe, card);

    expect(outcome).toEqual({
      kind: 'paid',
      state: { paymentMethod: 'stripe', status: 'success', inTrial: true },
    });
    expect(card.confirm).toHaveBeenCalledWith('seti_1_secret_2', 'pm_123');
    expect(calls[1]?.body).toEqual({
      plan: 'pro',
      payment_method_id: 'pm_123',
      email: FORM.email,
      user_id: 31,
      registration_token: 'reg-token',
    });
    expect(calls[2]?.body).toEqual({ subscription_id: 'sub_1', user_id: 31 });
    expect(localStorage.getItem('temp_user_id')).toBeNull();
  });

  it("ends in 'Payment failed' and deletes the account when the intent does not succeed", async () => {
    const { calls } = fakeApi({ '/api/stripe/create-subscription/': () => jsonResponse(created) });

    const outcome = await runRegistration(
      stripe,
      fakeCard({ confirm: async () => 'requires_payment_method' }),
    );

    expect(outcome).toEqual({ kind: 'error', message: 'Payment failed' });
    expect(urls(calls)).toEqual(['/api/register/', '/api/stripe/create-subscription/', '/api/delete-user/']);
  });

  it.each([
    [{ status: 'error', error: 'Your card was declined.' }, 'Your card was declined.'],
    [{ status: 'error' }, 'Failed to create subscription'],
  ])('shows the error of a subscription answered with status error (%j)', async (answer, message) => {
    const { calls } = fakeApi({ '/api/stripe/create-subscription/': () => jsonResponse(answer) });

    expect(await runRegistration(stripe, fakeCard())).toEqual({ kind: 'error', message });
    expect(urls(calls)).toContain('/api/delete-user/');
  });
});

describe('payment method', () => {
  it("rejects an unknown method with 'Invalid payment method selected' without calling the API", async () => {
    const { calls } = fakeApi();
    const bad = { ...FORM, payment_method: 'bitcoin' } as unknown as RegisterRequest;

    expect(await runRegistration(bad, null)).toEqual({
      kind: 'error',
      message: 'Invalid payment method selected',
    });
    expect(calls).toEqual([]);
  });
});

describe('registration in German', () => {
  it("names the flow's own failures in the page's language", async () => {
    await loadTexts('de');
    const german = registrationTexts.loaded.de;
    if (!german) throw new Error('the German registration texts did not load');
    const { calls } = fakeApi({ '/api/register/': () => jsonResponse(undefined, 502) });

    expect(await runIn({ ...FORM, payment_method: 'stripe' }, null, german.errors)).toEqual({
      kind: 'error',
      message: 'Die Kartenzahlung ist nicht bereit',
    });
    expect(await runIn(FORM, null, german.errors)).toEqual({
      kind: 'error',
      message: 'Registrierung fehlgeschlagen',
    });
    expect(urls(calls)).toEqual(['/api/register/']);
  });
});
