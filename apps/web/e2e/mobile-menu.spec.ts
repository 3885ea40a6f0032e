import { expect, test } from '@playwright/test';
import { loginAs } from './support/session.ts';

test.use({ viewport: { width: 700, height: 900 } });

test('below 768 px the links live in a slide-in Menu panel that closes on a link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Menu', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Home' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the Close menu control closes the panel', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('Logout in the panel logs out and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'member');
  await page.setViewportSize({ width: 700, height: 900 });
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('at 768 px and wider the links are in the header', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open main menu' })).toBeHidden();
});
