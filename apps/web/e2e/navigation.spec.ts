import { expect, test, type Page } from '@playwright/test';
import { chooseInterfaceLanguage, loginAs } from './support/session.ts';

async function expectNavLinks(page: Page, names: string[]) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(names);
}

test('a visitor sees Home, Courses, Backing Tracks, Pricing, Login and a Register button to /pricing', async ({
  page,
}) => {
  await page.goto('/login');
  await expectNavLinks(page, ['Home', 'Courses', 'Backing Tracks', 'Pricing', 'Login', 'Register']);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/pricing');
});

test('a member sees Forum and Profile and Logout, not Pricing, Login or Private Lessons', async ({
  page,
}) => {
  await loginAs(page, 'member');
  await expectNavLinks(page, ['Home', 'Courses', 'Backing Tracks', 'Forum', 'Profile']);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a member who takes lessons also sees Private Lessons', async ({ page }) => {
  await chooseInterfaceLanguage(page, 'student', 'en');
  await loginAs(page, 'student');
  await expectNavLinks(page, ['Home', 'Courses', 'Backing Tracks', 'Forum', 'Profile', 'Private Lessons']);
});

test('the current route is highlighted', async ({ page }) => {
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});
