import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cli } from './support/cli.ts';
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
