import { expect, test, type Page } from '@playwright/test';
import { choose, shownOption } from './support/catalogue.ts';
import { newMember } from './support/members.ts';
import { chooseInterfaceLanguage, DEMO_PASSWORD, failOnConsoleErrors } from './support/session.ts';

// The site in German (issue 17, docs/decisions/0701 and 0702): the main screens read German under /de, the messages
// of the API and of the forms included, and a walk over the public and members' pages finds no English interface.

/** Interface texts of the English site that a German page must not show (none of them occurs in the demo data). */
const ENGLISH_INTERFACE = [
  'Sign in',
  'Logout',
  'Login',
  'Register',
  'Pricing',
  'Profile',
  'Private Lessons',
  'Loading',
  'All rights reserved',
  'Terms and Conditions',
  'Privacy Policy',
  'Imprint',
  'Contact Us',
  'Available Courses',
  'Reset Filters',
  'Sort By',
  'Showing',
  'Community Forum',
  'New Post',
  'Start Learning Today',
  'Frequently Asked Questions',
  'Forgot password',
  'Create your account',
  'Subscribe to play along',
  'Edit Profile',
  'Download my data',
  'Back to Courses',
  'Previous',
  'Next',
  'Send Message',
];

async function englishIn(page: Page): Promise<string[]> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('main')).toBeVisible();
  const text = await page.locator('body').innerText();
  return ENGLISH_INTERFACE.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
}

async function loginInGerman(page: Page, username: string) {
  await page.goto('/de/login');
  await page.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
}

test.describe('the site in German', () => {
  test('a walk over the public pages finds no English interface text', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    for (const path of [
      '/de',
      '/de/pricing',
      '/de/courses',
      '/de/backing-tracks',
      '/de/login',
      '/de/contact',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await englishIn(page), path).toEqual([]);
    }
    await page.goto('/de/forgot-password');
    expect(await englishIn(page), '/de/forgot-password').toEqual([]);
    noErrors();
  });

  test("a walk over a member's pages finds no English interface text", async ({ page }) => {
    const member = await newMember('walkde');
    await chooseInterfaceLanguage(page, member, 'de');
    await loginInGerman(page, member);
    await page.goto('/de/courses');
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().waitFor();
    const courseHref = await page.locator('main a[href^="/de/courses/"]').first().getAttribute('href');
    for (const path of ['/de/courses', courseHref!, '/de/backing-tracks', '/de/forum', '/de/profile']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await englishIn(page), path).toEqual([]);
    }
  });

  test('login: wrong credentials are refused in German', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.getByRole('heading', { name: 'Melde dich an' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill('member');
    await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Anmeldung fehlgeschlagen');
    await expect(alert).toContainText('Benutzername/E-Mail oder Passwort ist falsch.');
  });

  test('registration: an empty form names its missing fields in German', async ({ page }) => {
    await page.goto('/de/pricing');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/de\/register$/);
    await expect(page.getByRole('heading', { name: 'Erstelle dein Konto' })).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Dieses Feld darf nicht leer sein.').first()).toBeVisible();
    await expect(page.getByText('Bitte akzeptiere die AGB, um fortzufahren.')).toBeVisible();
    await expect(page.getByText('This field may not be blank.')).toHaveCount(0);
  });

  test('the course list filters in German, and a visitor opening a course is asked to log in, in German', async ({
    page,
  }) => {
    await page.goto('/de/courses');
    await expect(page.getByRole('heading', { name: 'Verfügbare Kurse' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
    const count = page.getByText(/^\d+ von \d+ Kursen$/);
    const all = await count.textContent();
    await choose(page, 'Sprache', 'Deutsch');
    await expect(count).not.toHaveText(all!);
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(shownOption(page, 'Sprache')).toHaveText('Alle');
    // Every filter back on Alle: the whole catalogue.
    await expect(count).toHaveText(/^(\d+) von \1 Kursen$/);
    await page.locator('main a[href^="/de/courses/"]').first().click();
    await expect(page).toHaveURL(/\/de\/login\?redirect=/);
    await expect(page.getByText('Bitte melde dich an, um diesen Inhalt zu sehen')).toBeVisible();
  });

  test('the backing-track player and a forum post in German', async ({ page }) => {
    const member = await newMember('spielde');
    await chooseInterfaceLanguage(page, member, 'de');
    await loginInGerman(page, member);

    await page.goto('/de/backing-tracks');
    await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
    await expect(page.getByRole('button', { name: 'Abspielen' })).toBeVisible();

    await page.goto('/de/forum');
    await expect(page.getByRole('heading', { name: 'Community-Forum' })).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
    const subject = `Pompe auf Deutsch ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Betreff' }).fill(subject);
    await page.getByRole('textbox', { name: 'Inhalt' }).fill('Wie übe ich die Pompe langsam?');
    await page.getByRole('button', { name: 'Beitrag veröffentlichen' }).click();
    await expect(page.getByText(subject)).toBeVisible();
  });

  test('the profile in German', async ({ page }) => {
    const member = await newMember('profilde');
    await chooseInterfaceLanguage(page, member, 'de');
    await loginInGerman(page, member);
    await page.goto('/de/profile');
    await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profil bearbeiten' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abo' })).toBeVisible();
  });

  test('the cancellation page (§ 312k BGB) and the payment result under /de', async ({ page }) => {
    await page.goto('/de/kuendigen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Verträge hier kündigen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt kündigen' })).toBeVisible();

    await page.goto('/de/payment/success');
    await expect(page.getByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeVisible();
    await expect(page.getByText('Ungültige Zahlungsantwort von PayPal')).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zu den Preisen' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
  });
});
