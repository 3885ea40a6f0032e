import { expect, test } from '@playwright/test';
import { getCatalogue } from './support/catalogue.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// The routing layer: pages loaded on demand, one guard per area, and server-rendered pages that lose no click.

test.describe('guards', () => {
  test('a visitor opening a member page goes to login with the way back, and returns there after signing in', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill('django1910');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a visitor opening the console goes to login; a member is kept out of /admin and sent home', async ({
    page,
  }) => {
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/login\?redirect=\/admin\/courses$/);
    await loginAs(page, 'member');
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('pages loaded on demand', () => {
  test('a member opening a course by its address on a cold load sees the course', async ({
    page,
    request,
  }) => {
    const [course] = await getCatalogue(request);
    if (!course) throw new Error('the demo catalogue is empty');
    await loginAs(page, 'member');
    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await page.goto('/backing-tracks');
    await expect(page.getByRole('heading', { name: 'Backing Tracks' })).toBeVisible();
    noConsoleErrors();
  });

  test('the console works when its code arrives on demand: staff open a section by its address', async ({
    page,
  }) => {
    await loginAs(page, 'teacher');
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Courses' }).first()).toBeVisible();
  });
});

test.describe('no click is lost while a server-rendered page starts', () => {
  test('a member clicking a course card at once lands on the course', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/courses', { waitUntil: 'domcontentloaded' });
    const card = page.locator('main a[href^="/courses/"]').first();
    await card.click();
    await expect(page).toHaveURL(/\/courses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor opening a FAQ entry at once sees it open', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = faq.getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('the page takes clicks once the app has taken it over', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  });
});

test.describe('unknown addresses', () => {
  test('answer 404 with the error page, which offers the way home', async ({ page }) => {
    for (const path of ['/nope', '/courses/99999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Learn To Play Gypsy Jazz Guitar' })).toBeVisible();
  });
});
