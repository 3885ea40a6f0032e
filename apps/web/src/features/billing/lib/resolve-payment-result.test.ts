import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { storePaypalSubscriptionId, storeTempUser } from './registration-storage.ts';
import type { PaymentResultState } from './payment-result-state.ts';
import { paymentResultTexts } from './payment-result-texts.ts';
import { resolvePaymentResult as resolveIn } from './resolve-payment-result.ts';

/** The outcome with the English texts, as an English page resolves it. */
const resolvePaymentResult = (state: PaymentResultState | null, search: URLSearchParams) =>
  resolveIn(state, search, paymentResultTexts.en.errors);

const paypalReturn = (query = '?subscription_id=I-SUB&ba_token=BA-1&token=EC-1') =>
  new URLSearchParams(query);

describe('payment result after a card payment or free signup', () => {
  it.each(['stripe', 'none'] as const)(
    '%s with status success is a success, without any call',
    async (method) => {
      const { calls } = stubFetch(() => jsonResponse({}));

      const result = await resolvePaymentResult(
        { paymentMethod: method, status: 'success', inTrial: false },
        paypalReturn(''),
      );

      expect(result).toEqual({ kind: 'success' });
      expect(calls).toEqual([]);
    },
  );

  it("any other status is 'Payment failed'", async () => {
    const result = await resolvePaymentResult(
      { paymentMethod: 'stripe', status: 'failed', inTrial: false },
      paypalReturn(''),
    );

    expect(result).toEqual({ kind: 'error', message: 'Payment failed' });
  });
});

describe('payment result on the return from PayPal', () => {
  it("needs subscription_id in the query: 'Invalid payment response from PayPal'", async () => {
    storeTempUser(5, 'tok');

    expect(await resolvePaymentResult(null, paypalReturn('?token=EC-1'))).toEqual({
      kind: 'error',
      message: 'Invalid payment response from PayPal',
    });
  });

  it("needs the stored temp_user_id: 'User session expired. Please try registering again.'", async () => {
    expect(await resolvePaymentResult(null, paypalReturn())).toEqual({
      kind: 'error',
      message: 'User session expired. Please try registering again.',
    });
  });

  it('executes the payment with the integer user id and clears the stored ids on success', async () => {
    storeTempUser(5, 'tok');
    storePaypalSubscriptionId('I-SUB');
    const { calls } = stubFetch(() => jsonResponse({ success: true }));

    expect(await resolvePaymentResult(null, paypalReturn())).toEqual({ kind: 'success' });
    expect(calls[0]?.url).toBe('/api/paypal/execute-payment/');
    expect(calls[0]?.body).toEqual({ subscription_id: 'I-SUB', user_id: 5 });
    expect(localStorage.getItem('temp_user_id')).toBeNull();
    expect(localStorage.getItem('subscription_id')).toBeNull();
  });

  it.each([
    [{ success: false, error: 'Subscription was not approved' }, 'Subscription was not approved'],
    [{ success: false }, 'Payment execution failed'],
  ])(
    'shows the error of an unsuccessful execution (%j) and deletes the unpaid account',
    async (answer, message) => {
      storeTempUser(5, 'tok');
      const { calls } = stubFetch(({ url }) =>
        jsonResponse(url.includes('delete-user') ? { message: 'ok' } : answer),
      );

      expect(await resolvePaymentResult(null, paypalReturn())).toEqual({ kind: 'error', message });
      expect(calls[1]?.url).toBe('/api/delete-user/');
      expect(calls[1]?.body).toEqual({ user_id: 5, registration_token: 'tok' });
      expect(localStorage.getItem('temp_user_id')).toBeNull();
    },
  );

  it.each([
    [jsonResponse({ message: 'PayPal did not answer' }, 502), 'PayPal did not answer'],
    [jsonResponse(undefined, 500), 'Payment processing failed'],
  ])(
    'shows the server message of a failed request, else the default, and clears temp_user_id',
    async (response, message) => {
      storeTempUser(5, 'tok');
      stubFetch(({ url }) => (url.includes('delete-user') ? jsonResponse({ message: 'ok' }) : response));

      expect(await resolvePaymentResult(null, paypalReturn())).toEqual({ kind: 'error', message });
      expect(localStorage.getItem('temp_user_id')).toBeNull();
    },
  );
});
