import { expect, test, type Browser, type Page } from '@playwright/test';
import { setSettings } from './support/cli.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// Switches site-wide settings: the admin server, restored after every test.
const SERVER = E2E_SERVERS.admin.url;
test.use({ baseURL: SERVER });

const DEFAULTS = [
  'registration_enabled=true',
  'maintenance_mode=false',
  'business_name=Gypsy Jazz Guitar School',
  'teacher_name=Django Weiss',
  'teacher_website=https://en.wikipedia.org/wiki/Gypsy_jazz',
];

/** A visitor in a browser of their own (no session, own storage). */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SERVER });
  return context.newPage();
}

/** Opens the console's settings as the teacher. */
async function openSettings(page: Page) {
  await loginAs(page, 'teacher');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test.describe('admin console: site settings take effect on the public site at once', () => {
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async () => {
    await setSettings(DEFAULTS, 'admin');
  });

  test("the teacher's name, text and website set here show in the home page's teacher section", async ({
    page,
    browser,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await openSettings(page);
    await page.getByLabel("Teacher's name").fill('Angelo Debarre');
    await page.getByLabel('About the teacher').fill('Plays in Paris.\n\nTeaches on Sundays.');
    await page.getByLabel("Teacher's website").fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Enter a web address starting with https:// (or leave it empty).'),
    ).toBeVisible();
    await page.getByLabel("Teacher's website").fill('https://www.example.org/angelo');
    await save(page);
    noConsoleErrors();

    const home = await visitor(browser);
    await home.goto('/');
    const section = home.getByRole('region', { name: 'Meet Angelo Debarre' });
    await expect(section).toBeVisible();
    await expect(section.getByText('Teaches on Sundays.')).toBeVisible();
    await expect(section.getByRole('link')).toHaveAttribute('href', 'https://www.example.org/angelo');
    await home.context().close();
  });

  test('registration switched off shows the disabled screen on /register, and on again the form', async ({
    page,
    browser,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await openSettings(page);
    await page.getByLabel('Registration open').uncheck();
    await save(page);

    const guest = await visitor(browser);
    await guest.goto('/pricing');
    await guest.getByRole('button', { name: 'Sign Up' }).click();
    await expect(guest.getByRole('heading', { name: 'Registration Temporarily Disabled' })).toBeVisible();
    await expect(
      guest.getByText(
        'It is temporarily not possible to create an account. Please contact the administrator for details.',
      ),
    ).toBeVisible();

    await page.getByLabel('Registration open').check();
    await save(page);
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Registration Temporarily Disabled' })).toHaveCount(0);
    await expect(guest.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await guest.context().close();
    noConsoleErrors();
  });

  test('maintenance switched on blocks visitors but not staff; staff switch it off from the console', async ({
    page,
    browser,
  }) => {
    await openSettings(page);
    await page.getByLabel('Maintenance mode').check();
    await save(page);

    const guest = await visitor(browser);
    await guest.goto('/forgot-password');
    await expect(guest.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();
    await guest.goto('/impressum');
    await expect(guest.getByRole('heading', { name: 'Maintenance Mode' })).toHaveCount(0);

    // Staff keep working in the console while the site is closed.
    await page.getByRole('tab', { name: 'Courses' }).click();
    await expect(page.getByRole('table', { name: 'Courses' })).toBeVisible();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Maintenance mode')).toBeChecked();
    await page.getByLabel('Maintenance mode').uncheck();
    await save(page);

    await guest.goto('/forgot-password');
    await expect(guest.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await guest.context().close();
  });

  test('new business details appear in the imprint, and every change is in the audit log', async ({
    page,
    browser,
  }) => {
    const name = `Manouche Akademie ${Date.now().toString(36)}`;
    await openSettings(page);
    await page.getByLabel('Business name').fill(name);
    await save(page);

    const guest = await visitor(browser);
    await guest.goto('/impressum');
    await expect(guest.locator('address')).toContainText(name);
    await guest.context().close();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const latest = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(latest).toContainText('teacher');
    await expect(latest).toContainText('settings.update');
    await expect(latest).toContainText(`business_name: ${name}`);
    await page.getByRole('combobox', { name: 'Target' }).click();
    await page.getByRole('option', { name: 'site settings' }).click();
    await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toContainText(
      'settings.update',
    );
  });
});
