import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { loginAs } from './support/session.ts';

test.use({ baseURL: E2E_SERVERS.shortTokens.url });

test('an expired access token is refreshed once and the request replayed, keeping the user logged in', async ({
  page,
}) => {
  await loginAs(page, 'member');
  const before = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('refreshToken'),
  ]);
  // The short-token server issues access tokens that live 3 seconds.
  await page.waitForTimeout(3500);
  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/auth/refresh/')) refreshes.push(res.status());
  });
  const profileAfterRefresh = page.waitForResponse(
    (res) => res.url().endsWith('/api/profile/') && res.status() === 200,
  );
  await page.reload();
  await profileAfterRefresh;
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(refreshes).toEqual([200]);
  const after = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('refreshToken'),
  ]);
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
});

test('when the refresh fails too, the session is cleared silently', async ({ page }) => {
  await loginAs(page, 'member');
  await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-forged'));
  await page.waitForTimeout(3500);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The server renders the visitor's frame before the app has tried its refresh: wait for the tokens to go.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]))
    .toEqual([null, null]);
});
