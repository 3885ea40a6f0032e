import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cli } from './support/cli.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { loginAs } from './support/session.ts';

/** Reads the newest reset link for an address from the outbox, as the member would from their inbox. */
function resetLinkFor(email: string): string | undefined {
  const outbox = path.join(E2E_SERVERS.main.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const mails = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    // Undo quoted-printable soft line breaks and escapes, as a mail client does.
    .map((f) =>
      fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(`To: ${email}`));
  return mails[0]?.match(/http:\/\/\S+\/reset-password\/\S+\/\S+/)?.[0];
}

test('a member resets a forgotten password through the e-mailed link and logs in with the new one', async ({
  page,
}) => {
  const email = `reset-${Date.now()}@example.com`;
  const username = `reset${Date.now()}`;
  await cli(['user:create', '--username', username, '--email', email, '--password', 'old-secret-42']);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists with this email, a password reset link has been sent.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

  await expect.poll(() => resetLinkFor(email)).toBeTruthy();
  const link = resetLinkFor(email)!;
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password').fill('new-secret-42');
  await page.getByLabel('Confirm password').fill('new-secret-43');
  await page.getByRole('button', { name: /reset|set/i }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm password').fill('new-secret-42');
  await page.getByRole('button', { name: /reset|set/i }).click();
  await expect(
    page.getByText('Password has been reset successfully. You can now login with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await loginAs(page, username, 'new-secret-42');

  // The link works once only.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password').fill('third-secret-42');
  await page.getByLabel('Confirm password').fill('third-secret-42');
  await page.getByRole('button', { name: /reset|set/i }).click();
  await expect(page.getByText('The password reset link is invalid or has expired.')).toBeVisible();
});

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists with this email, a password reset link has been sent.'),
  ).toBeVisible();
  expect(resetLinkFor('nobody-here@example.com')).toBeUndefined();
});
