import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

test.describe('login page', () => {
  test('a member signs in and is sent to /; the header switches to the member links', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page, [/404/]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByText('Please log in to view the content')).toHaveCount(0);
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
    noConsoleErrors();
  });

  test('signing in by e-mail works too', async ({ page }) => {
    await loginAs(page, 'member@demo.gypsyjazz.school');
  });

  test('a redirect target shows the note and is honoured after login', async ({ page }) => {
    await page.goto('/login?redirect=/forum');
    await expect(page.getByText('Please log in to view the content')).toBeVisible();
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/forum$/);
  });

  test('a foreign redirect target is ignored', async ({ page }) => {
    await loginAs(page, 'member', DEMO_PASSWORD, '//evil.example/steal');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('wrong credentials show the exact message under Login Failed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(
      page.getByText('Invalid username/email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an already logged-in user is told so and sent on', async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/login?redirect=/profile');
    await expect(page.getByText('You are already logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('logout clears the session, revokes the refresh token and goes to /', async ({ page, request }) => {
    await loginAs(page, 'member');
    const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.goto('/login?redirect=/forum');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
    const reuse = await request.post('/api/auth/refresh/', { data: { refresh } });
    expect(reuse.status()).toBe(401);
  });
});
