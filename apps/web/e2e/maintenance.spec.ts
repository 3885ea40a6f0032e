import { expect, test } from '@playwright/test';
import { setSettings } from './support/cli.ts';
import { loginAs } from './support/session.ts';

const TEXTS = [
  "We're currently performing scheduled maintenance to improve your experience.",
  'The website will be back online shortly. Thank you for your patience!',
  "Expected downtime: We'll be back as soon as possible",
];

test.describe('maintenance mode switched through the owner CLI', () => {
  test.afterEach(async () => {
    await setSettings(['maintenance_mode=false']);
  });

  test('visitors see the maintenance screen except on allowed paths, and no page views are sent', async ({
    page,
  }) => {
    await setSettings(['maintenance_mode=true']);
    const pageViews: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/analytics/pageviews/')) pageViews.push(req.url());
    });
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();
    for (const text of TEXTS) await expect(page.getByText(text)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('maintenance_mode'))).toBe('true');

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toHaveCount(0);
    expect(pageViews).toEqual([]);
  });

  test('the API answers non-staff calls with 503 and the maintenance message', async ({ request }) => {
    await setSettings(['maintenance_mode=true']);
    const res = await request.post('/api/analytics/pageviews/', {
      data: { page_url: '/', session_id: '6f1c1a9e-6d8c-4a55-9f31-3f0a4d2b7c10' },
    });
    expect(res.status()).toBe(503);
    expect(await res.json()).toEqual({
      message: 'Service is currently under maintenance',
      code: 'maintenance',
    });
  });

  test('staff still log in and use the site; switching it off restores it for everyone', async ({ page }) => {
    await setSettings(['maintenance_mode=true']);
    await loginAs(page, 'teacher');
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();

    await setSettings(['maintenance_mode=false']);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('maintenance_mode'))).toBe('false');
  });
});
