import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cli } from './support/cli.ts';
import { newAccount } from './support/registration.ts';
import { E2E_SERVERS } from './support/servers.ts';

/** The mails the server wrote to its outbox for an address, as the recipient would read them. */
function mailsTo(email: string): string[] {
  const outbox = path.join(E2E_SERVERS.main.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(email));
}

test.describe('German cancellation page (§312k BGB)', () => {
  test("the footer link 'Verträge hier kündigen' is on every page, also where the footer is hidden", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
    await expect(page).toHaveURL(/\/kuendigen$/);
    await expect(page.getByRole('heading', { name: 'Verträge hier kündigen' })).toBeVisible();

    await page.goto('/courses');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Kündigung' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/kuendigen$/);
  });

  test('a member cancels without logging in and sees the date and time on the confirmation page', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const email = `kuendigung-${tag}@example.com`;
    await cli([
      'user:create',
      '--username',
      `kuendigung${tag}`,
      '--email',
      email,
      '--password',
      'nuages-1940-swing',
      '--subscription',
      'active',
    ]);

    await page.goto('/kuendigen');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Django Reinhardt');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await page.getByRole('textbox', { name: 'Benutzername (optional)' }).fill(`kuendigung${tag}`);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();

    await expect(page).toHaveURL(/\/kuendigen\/bestaetigung$/);
    await expect(page.getByRole('heading', { name: 'Kündigung eingegangen' })).toBeVisible();
    await expect(
      page.getByText(/^Ihre Kündigung ist am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr bei uns eingegangen\.$/),
    ).toBeVisible();
    await expect(
      page.getByText('Wir haben Ihnen eine Bestätigung mit Datum und Uhrzeit per E-Mail gesendet.'),
    ).toBeVisible();
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBeGreaterThan(0);
  });

  test('missing name and an invalid address are named in German, and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/public/cancellation/')) sent += 1;
    });
    await page.goto('/kuendigen');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('keine-adresse');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();

    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    expect(sent).toBe(0);
  });
});

test.describe('cancelling a paid subscription in the profile (local Stripe fake)', () => {
  const PAYMENTS = E2E_SERVERS.payments.url;

  test('both dialogs explain the period end; the member is logged out on / and keeps the account until then', async ({
    page,
    request,
  }) => {
    // A paid card subscription on the test plan (no trial), set up through the API as the registration page does.
    const account = newAccount('paid');
    const registered = await request.post(`${PAYMENTS}/api/register/`, {
      data: {
        username: account.username,
        email: account.email,
        password: account.password,
        password2: account.password,
        first_name: 'Django',
        last_name: 'Reinhardt',
        street_address: 'Rue des Gitans 1',
        city: 'Samois-sur-Seine',
        state: 'Seine-et-Marne',
        postal_code: '77920',
        country: 'France',
        plan: 'test',
        language: 'english',
        level: 'intermediate',
        acceptTerms: true,
        acceptPrivacy: true,
        payment_method: 'stripe',
      },
    });
    expect(registered.status()).toBe(201);
    const { id, registration_token } = (await registered.json()) as {
      id: number;
      registration_token: string;
    };
    const created = await request.post(`${PAYMENTS}/api/stripe/create-subscription/`, {
      data: {
        plan: 'test',
        payment_method_id: 'pm_card_visa',
        email: account.email,
        user_id: id,
        registration_token,
      },
    });
    const { subscription_id } = (await created.json()) as { subscription_id: string };
    const confirmed = await request.post(`${PAYMENTS}/api/stripe/confirm-subscription/`, {
      data: { subscription_id, user_id: id },
    });
    expect(await confirmed.json()).toEqual({ in_trial: false });

    const signIn = async () => {
      await page.goto(`${PAYMENTS}/login`);
      await page.getByLabel('Username or Email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    };
    await signIn();
    await page.goto(`${PAYMENTS}/profile`);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const info = page.getByRole('dialog', { name: 'What Happens When You Cancel?' });
    await expect(info).toContainText('stays active until the end of the current billing period');
    await info.getByRole('button', { name: 'Proceed to Cancel' }).click();
    const final = page.getByRole('dialog', { name: 'Final Confirmation' });
    await expect(final).toContainText('This action cannot be undone.');
    await final.getByRole('button', { name: 'Go Back' }).click();
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'Proceed to Cancel' }).click();
    await final.getByRole('button', { name: 'Yes, Cancel My Subscription' }).click();

    await expect(page).toHaveURL(`${PAYMENTS}/`);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    // Paid to the end of the period: the account is still there and can sign in.
    await signIn();
  });
});
