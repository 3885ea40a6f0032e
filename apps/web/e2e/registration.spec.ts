import { expect, test } from '@playwright/test';
import { setSettings } from './support/cli.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { field, fillRegistration, newAccount, openRegistration } from './support/registration.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

const CARD_UNAVAILABLE = 'Credit card payments are temporarily unavailable. Please use PayPal.';

test.describe('registration page', () => {
  test('a visitor signs up without payment, sees Payment Successful! and can log in after the redirect', async ({
    page,
  }) => {
    const checkConsole = failOnConsoleErrors(page);
    const account = newAccount('free');
    await openRegistration(page);
    await expect(page.getByText('Pro Plan')).toBeVisible();
    await expect(page.getByText('19.99 € / month')).toBeVisible();
    await expect(page.getByText('First 14 days free trial')).toBeVisible();

    await fillRegistration(page, account);
    await expect(page.getByRole('radio', { name: 'Without payment (free signup)' })).toBeChecked();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(
      page.getByText(
        'Your account has been created and your subscription is now active. You will be redirected to the login page shortly.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(await page.evaluate(() => localStorage.getItem('temp_user_id'))).toBeNull();

    await loginAs(page, account.username, account.password);
    checkConsole();
  });

  test('the form starts with Select Country, english and intermediate and offers about 200 countries', async ({
    page,
  }) => {
    await openRegistration(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('');
    await expect(country.locator('option:checked')).toHaveText('Select Country');
    expect(await country.locator('option').count()).toBeGreaterThan(190);
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText(
      'English',
    );
    await expect(page.getByRole('combobox', { name: 'Level' }).locator('option:checked')).toHaveText(
      'Intermediate',
    );
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/agb');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  test('without a card provider the card option is hidden and the PayPal hint shown', async ({ page }) => {
    await openRegistration(page);
    await expect(page.getByText(CARD_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Credit Card' })).toHaveCount(0);
  });

  test('the test plan shows its daily price and no trial', async ({ page }) => {
    await openRegistration(page, '', 'test');
    await expect(page.getByText('1.00 € / day')).toBeVisible();
    await expect(page.getByText('First 14 days free trial')).toHaveCount(0);
  });

  test('opened without a selected plan it goes to /pricing', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a logged-in member is told 'Already Registered' and goes to the courses", async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Already Registered' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe('registration form errors', () => {
  test('an empty form names every required field and both acceptances, and sends nothing', async ({
    page,
  }) => {
    let registerCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/register/')) registerCalls += 1;
    });
    await openRegistration(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('You must accept the terms and conditions to continue.')).toBeVisible();
    await expect(page.getByText('You must accept the privacy policy to continue.')).toBeVisible();
    // username, password, password2, first and last name, street, city, state, postal code, country
    await expect(page.getByText('This field may not be blank.')).toHaveCount(10);
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('the field rules show their messages beside the fields', async ({ page }) => {
    await openRegistration(page);
    await field(page, 'Username').fill('no spaces allowed');
    await field(page, 'Email').fill('not-an-address');
    await field(page, 'Password').fill('1234567');
    await field(page, 'Confirm Password').fill('7654321');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(
      page.getByText(
        'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(
      page.getByText('This password is too short. It must contain at least 8 characters.'),
    ).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test("a taken username and e-mail come back from the server as 'field: messages' lines", async ({
    page,
  }) => {
    await openRegistration(page);
    await fillRegistration(page, {
      username: 'member',
      email: 'member@example.com',
      password: 'nuages-1940-swing',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('username: A user with that username already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('registration failures answered by the server', () => {
  test("a method the server does not accept is refused with 'Invalid payment method selected'", async ({
    page,
  }) => {
    // The payments server has providers configured, so free signup is off there (decision 0403). The page is told
    // otherwise, as a stale page would be, and the real server refuses the method.
    const PAYMENTS = E2E_SERVERS.payments.url;
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await page.route('**/api/public/payment-config/', (route) =>
      route.fulfill({
        json: { stripe_publishable_key: null, paypal_enabled: true, free_signup_enabled: true },
      }),
    );
    await openRegistration(page, PAYMENTS);
    await fillRegistration(page, newAccount('stale'));
    await page.getByRole('radio', { name: 'Without payment (free signup)' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid payment method selected')).toBeVisible();
    await expect(page).toHaveURL(`${PAYMENTS}/register`);
  });

  test("an answer without the user id shows 'User ID not received from registration'", async ({ page }) => {
    await page.route('**/api/register/', (route) => route.fulfill({ status: 201, json: {} }));
    await openRegistration(page);
    await fillRegistration(page, newAccount('noid'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('User ID not received from registration')).toBeVisible();
  });

  test('a text answer is shown as it is', async ({ page }) => {
    await page.route('**/api/register/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'text/plain',
        body: 'Registrations are paused for an hour.',
      }),
    );
    await openRegistration(page);
    await fillRegistration(page, newAccount('text'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registrations are paused for an hour.')).toBeVisible();
  });

  test("PayPal without an approval link: 'No approval URL received from PayPal' and the new account is deleted", async ({
    page,
  }) => {
    const PAYMENTS = E2E_SERVERS.payments.url;
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await page.route('**/api/paypal/create-payment/', (route) =>
      route.fulfill({ json: { subscription_id: 'I-NOLINK' } }),
    );
    const deleted = page.waitForResponse((res) => res.url().endsWith('/api/delete-user/'));
    await openRegistration(page, PAYMENTS);
    await fillRegistration(page, newAccount('nolink'));
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page.getByText('No approval URL received from PayPal')).toBeVisible();
    expect((await deleted).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('temp_user_id'))).toBeNull();
  });
});

test.describe('registration switched off', () => {
  // Switching the setting runs the owner CLI twice, which takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async () => {
    await setSettings(['registration_enabled=true']);
  });

  test("shows 'Registration Temporarily Disabled' with its text and the way home", async ({ page }) => {
    await setSettings(['registration_enabled=false']);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Registration Temporarily Disabled' })).toBeVisible();
    await expect(
      page.getByText(
        'It is temporarily not possible to create an account. Please contact the administrator for details.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
