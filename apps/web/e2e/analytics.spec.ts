import { expect, test } from '@playwright/test';

test('every route change reports page_url and a persistent random session id', async ({ page }) => {
  const sent: { page_url: string; session_id: string }[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/pageviews/') && req.method() === 'POST')
      sent.push(req.postDataJSON());
  });
  await page.goto('/login');
  await expect.poll(() => sent.length).toBe(1);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect.poll(() => sent.map((s) => s.page_url)).toEqual(['/login', '/forgot-password']);

  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(sent.map((s) => s.session_id))).toEqual(new Set([sessionId]));

  await page.reload();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[2]?.session_id).toBe(sessionId);
});

test('a failing page-view call is only logged and never disturbs the page', async ({ page }) => {
  await page.route('**/api/analytics/pageviews/', (route) => route.fulfill({ status: 500, body: '{}' }));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(errors).toEqual([]);
});
