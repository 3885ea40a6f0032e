import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CourseSummary } from '@gjs/shared';
import { getCatalogue } from './support/catalogue.ts';
import { holdRequests } from './support/hold-request.ts';
import { DEMO_PASSWORD, loginAs } from './support/session.ts';

// A server-rendered page is on screen before the app has taken it over (docs/decisions/0204): what a visitor types,
// chooses or clicks meanwhile takes effect once the app has (docs/decisions/0207). Each test holds the app's code, so
// the visitor certainly acts first, then lets it arrive.

const holdAppCode = (page: Page) => holdRequests(page, /\/assets\/framework-[\w-]+\.js$/);

/** A person's click on what they see: it does not wait for the page to be ready to take it. */
async function clickAt(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('The target is not on screen.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const notTakenOverYet = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-hydrating');

test.describe('the course list before the app took it over', () => {
  let catalogue: CourseSummary[];
  test.beforeAll(async ({ request }) => {
    catalogue = await getCatalogue(request);
  });

  test('a search typed at once filters the list once the app has taken over', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/courses');
    const search = page.getByPlaceholder('Search courses...');
    await clickAt(page, search);
    await page.keyboard.type('no such course');
    await expect(search).toHaveValue('no such course');
    await notTakenOverYet(page);
    release();
    await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
    await expect(search).toHaveValue('no such course');
  });

  test('German: the same, with the German texts', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/de/courses');
    const search = page.getByPlaceholder('Kurse suchen …');
    await clickAt(page, search);
    await page.keyboard.type('gibt es nicht');
    await notTakenOverYet(page);
    release();
    await expect(page.getByText('Keine Kurse gefunden, die zu deiner Auswahl passen')).toBeVisible();
  });

  test('choices in its selects are kept and filter the list', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/courses');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'All' });
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'All' });
    await notTakenOverYet(page);
    release();
    const total = catalogue.length;
    await expect(page.getByText(`Showing ${total} of ${total} courses`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText(
      'All',
    );
    await expect(page.getByRole('combobox', { name: 'Level' }).locator('option:checked')).toHaveText('All');
  });

  test('a click on Reset Filters after typing a search takes effect after the search, in that order', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/courses');
    const search = page.getByPlaceholder('Search courses...');
    await clickAt(page, search);
    await page.keyboard.type('no such course');
    await clickAt(page, page.getByRole('button', { name: 'Reset Filters' }));
    await notTakenOverYet(page);
    release();
    const total = catalogue.length;
    await expect(page.getByText(`Showing ${total} of ${total} courses`)).toBeVisible();
    await expect(search).toHaveValue('');
  });
});

test('login: a username and password typed and a click on Sign in before the app took over sign in', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/login');
  await clickAt(page, page.getByLabel('Username or Email'));
  await page.keyboard.type('member');
  await clickAt(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await clickAt(page, page.getByRole('button', { name: 'Sign in' }));
  await notTakenOverYet(page);
  // Not sent by the browser as a plain form with the password in the address.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await expect(page).not.toHaveURL(/\/login/);
});

test('German login: fields typed and sent with Enter before the app took over sign in', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/de/login');
  await clickAt(page, page.getByLabel('Benutzername oder E-Mail'));
  await page.keyboard.type('member');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await notTakenOverYet(page);
  await expect(page).toHaveURL(/\/de\/login$/);
  release();
  // The member's own interface language may take over once signed in.
  await expect(page.getByRole('button', { name: /^(Abmelden|Logout)$/ }).first()).toBeAttached();
  await expect(page).not.toHaveURL(/\/login/);
});

test("backing tracks: a member's search typed as soon as the box shows filters the tracks once they arrive", async ({
  page,
}) => {
  await loginAs(page, 'member');
  const release = await holdRequests(page, /\/api\/backingtracks\/$/);
  await page.goto('/backing-tracks');
  const search = page.getByPlaceholder('Search backing tracks...');
  await search.waitFor();
  await clickAt(page, search);
  await page.keyboard.type('no such track');
  await expect(page.getByText('Loading backing tracks...')).toBeVisible();
  release();
  await expect(page.getByText('No backing tracks found matching your criteria')).toBeVisible();
  await expect(search).toHaveValue('no such track');
});
