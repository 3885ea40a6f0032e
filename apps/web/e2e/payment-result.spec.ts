import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { fillRegistration, newAccount, openRegistration } from './support/registration.ts';

const PAYMENTS = E2E_SERVERS.payments.url;
const CARD_UNAVAILABLE = 'Credit card payments are temporarily unavailable. Please use PayPal.';

test.describe('payment result screen opened without a payment', () => {
  test("a bare visit fails with 'Invalid payment response from PayPal' and leads back to pricing", async ({
    page,
  }) => {
    await page.goto('/payment/success');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Invalid payment response from PayPal')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a PayPal return without a registration in this browser says 'User session expired'", async ({
    page,
  }) => {
    await page.goto('/payment/cancel?subscription_id=I-UNKNOWN&ba_token=BA-1');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('User session expired. Please try registering again.')).toBeVisible();
  });
});

test.describe('with the payment providers configured (local fakes)', () => {
  // Stripe.js comes from Stripe's host; blocked here so that every machine sees it fail to load, with or without
  // internet access (a real publishable key would be needed to go further with cards anyway).
  test.beforeEach(async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort());
  });

  test('Stripe.js cannot load: the card option gives way to the PayPal hint, and free signup is off', async ({
    page,
  }) => {
    await openRegistration(page, PAYMENTS);
    await expect(page.getByText(CARD_UNAVAILABLE)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('radio', { name: 'Credit Card' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Without payment (free signup)' })).toHaveCount(0);
  });

  test('PayPal round trip: approval on the PayPal page, Payment Successful!, then login as a trial member', async ({
    page,
  }) => {
    const account = newAccount('paypal');
    await openRegistration(page, PAYMENTS);
    await fillRegistration(page, account);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();

    await expect(page.getByRole('heading', { name: 'PayPal sandbox (local fake)' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('temp_user_id'))).toBeNull(); // another origin
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?subscription_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('temp_user_id'))).toBeNull();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    // The redirect landed on the payments server's login page: sign in right there.
    await page.getByLabel('Username or Email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await page.goto(`${PAYMENTS}/profile`);
    await expect(page.getByText(/trial/i).first()).toBeVisible();
  });

  test('cancelling on the PayPal page fails the payment and frees the name for a new registration', async ({
    page,
  }) => {
    const account = newAccount('paypalcancel');
    await openRegistration(page, PAYMENTS);
    await fillRegistration(page, account);
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/payment\/cancel\?subscription_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('temp_user_id'))).toBeNull();

    await openRegistration(page, PAYMENTS);
    await fillRegistration(page, account);
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page.getByRole('heading', { name: 'PayPal sandbox (local fake)' })).toBeVisible();
  });
});
