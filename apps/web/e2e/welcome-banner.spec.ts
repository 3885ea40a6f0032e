import { expect, test } from '@playwright/test';
import { setSettings } from './support/cli.ts';
import { createFreshUser } from './support/community.ts';
import { loginAs } from './support/session.ts';

const TITLE = 'Welcome to the Gypsy Jazz Guitar School!';

test.describe('welcome banner', () => {
  test('leads a new member to a first post, and is gone once they have posted', async ({ page }) => {
    const user = await createFreshUser('newbie');
    await loginAs(page, user.username, user.password);
    await expect(page.getByText(TITLE)).toBeVisible();
    await expect(page.getByText(/Introduce yourself to the community/)).toBeVisible();

    await page.getByRole('button', { name: 'Create Welcome Post' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    const form = page.getByRole('form', { name: 'Create New Post' });
    await expect(form.getByLabel('Subject')).toHaveValue(TITLE);
    await expect(form.getByLabel('Content')).toBeFocused();
    await page.keyboard.type('Hi all, I play a Dupont and love *Minor Swing*.');
    await form.getByRole('button', { name: 'Create Post' }).click();

    const post = page
      .getByRole('article')
      .filter({ hasText: user.username })
      .filter({ has: page.getByRole('heading', { name: TITLE }) });
    await expect(post).toBeVisible();
    await expect(post.locator('em', { hasText: 'Minor Swing' })).toBeVisible();
    await expect(page.getByText(TITLE, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Create Welcome Post' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Create Welcome Post' })).toHaveCount(0);
  });

  test('a dismissal lasts across reloads and logins', async ({ page }) => {
    const user = await createFreshUser('dismisser');
    await loginAs(page, user.username, user.password);
    await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
    await expect(page.getByText(TITLE)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(TITLE)).toHaveCount(0);
  });

  test('is not shown to a member who has already posted', async ({ page }) => {
    await loginAs(page, 'member');
    await page.waitForResponse((r) => r.url().endsWith('/api/forum/posts/mine/'));
    await expect(page.getByText(TITLE)).toHaveCount(0);
  });

  test('is hidden when the check fails', async ({ page }) => {
    const user = await createFreshUser('hidden');
    await page.route('**/api/forum/posts/mine/', (route) => route.fulfill({ status: 500, body: '' }));
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/forum/posts/mine/'));
    await loginAs(page, user.username, user.password);
    await checked;
    await page.waitForTimeout(200);
    await expect(page.getByText(TITLE)).toHaveCount(0);
  });

  test('disappears when maintenance mode goes on', async ({ page }) => {
    const user = await createFreshUser('maint');
    await loginAs(page, user.username, user.password);
    await expect(page.getByText(TITLE)).toBeVisible();
    await setSettings(['maintenance_mode=true']);
    try {
      // A navigation asks the server for the settings again; the session itself stays.
      const settings = page.waitForResponse((r) => r.url().includes('/api/public/site-settings/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /contact/i })
        .click();
      await settings;
      await expect(page.getByText(TITLE)).toHaveCount(0);
    } finally {
      await setSettings(['maintenance_mode=false']);
    }
  });
});
