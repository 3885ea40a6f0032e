import { expect, test, type Page } from '@playwright/test';
import { historyState } from './support/catalogue.ts';
import { holdScript } from './support/hold-script.ts';
import { loginAs } from './support/session.ts';

// The home and pricing pages load the app only once a visitor without a stored session acts on them
// (src/app/ssr/hydrate-on-intent.ts): reading one costs the entry script alone, and nothing done meanwhile is lost.

/** Records every script the page downloads, with the bytes that went over the wire. */
function recordScripts(page: Page) {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  return {
    urls: () => scripts.map((script) => new URL(script.url).pathname),
    kib: async () =>
      (await Promise.all(scripts.map((script) => script.bytes))).reduce((a, b) => a + b, 0) / 1024,
  };
}

function recordPageViews(page: Page) {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/pageviews/') && request.method() === 'POST')
      views.push((request.postDataJSON() as { page_url: string }).page_url);
  });
  return views;
}

/** Holds the app's code: what the visitor does meanwhile happens before the app. */
const holdAppCode = (page: Page) => holdScript(page, /\/assets\/framework-[\w-]+\.js$/);

const appLoaded = (urls: string[]) => urls.some((url) => /\/assets\/framework-[\w-]+\.js$/.test(url));

const WAITING_PAGES = [
  { path: '/', heading: 'Learn To Play Gypsy Jazz Guitar' },
  { path: '/pricing', heading: 'Start Learning Today' },
];

test.describe('pages that wait for their visitor', () => {
  for (const { path, heading } of WAITING_PAGES) {
    test(`${path}: a visit that only reads downloads the entry script alone and counts the view once`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      const views = recordPageViews(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(appLoaded(scripts.urls()), scripts.urls().join(', ')).toBe(false);
      expect(await scripts.kib()).toBeLessThanOrEqual(path === '/' ? 130 : 170);
      expect(await scripts.kib()).toBeLessThan(10);
      expect(views).toEqual([path]);
      // The page is not waiting for the app to take clicks.
      await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

      // The first sign of use loads the app, which takes the page over without counting the view again.
      await page.mouse.move(10, 10);
      await expect.poll(() => appLoaded(scripts.urls())).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(views).toEqual([path]);
    });
  }
});

test.describe('the home page for a visitor who has not acted yet', () => {
  test('takes a FAQ click once the app has loaded on the first sign of use', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(10, 10);
    await page.waitForLoadState('networkidle');
    const question = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('button')
      .first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on a button before the app has loaded is made once it has', async ({ page }) => {
    const scripts = recordScripts(page);
    // The app's code arrives only when the test lets it: the tap certainly comes first.
    const release = await holdAppCode(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const question = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('button')
      .nth(2);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(appLoaded(scripts.urls())).toBe(true);
  });

  test('its links work before the app has loaded, as plain links', async ({ page }) => {
    await page.route(/\/assets\/framework-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/(register|pricing)$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a plan chosen on the pricing page before the app has loaded reaches the registration with its plan', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  await page.getByRole('article', { name: 'PRO PLAN' }).getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  release();
  await expect(page).toHaveURL(/\/register$/);
  expect(await historyState(page)).toEqual({ selectedPlan: 'pro' });
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

test('a member with a stored session gets the app at once, with their own home page', async ({ page }) => {
  await loginAs(page, 'member');
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect.poll(() => appLoaded(scripts.urls())).toBe(true);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
});
