import { expect, test, type Page } from '@playwright/test';
import { holdScript } from './support/hold-script.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

const SCHOOL = 'Gypsy Jazz Guitar School';

/** The crawlable public pages (product 0420) with their heading and title. */
const PAGES = [
  {
    path: '/',
    heading: 'Learn To Play Gypsy Jazz Guitar',
    title: `Learn To Play Gypsy Jazz Guitar | ${SCHOOL}`,
  },
  { path: '/pricing', heading: 'Start Learning Today', title: `Pricing | ${SCHOOL}` },
  { path: '/courses', heading: 'Available Courses', title: `Courses | ${SCHOOL}` },
  { path: '/contact', heading: 'Contact Us', title: `Contact Us | ${SCHOOL}` },
  { path: '/impressum', heading: 'Impressum', title: `Impressum | ${SCHOOL}` },
  { path: '/impressum?lang=en', heading: 'Imprint', title: `Imprint | ${SCHOOL}` },
  {
    path: '/agb',
    heading: 'Allgemeine Geschäftsbedingungen (AGB)',
    title: `Allgemeine Geschäftsbedingungen (AGB) | ${SCHOOL}`,
  },
  { path: '/agb?lang=en', heading: 'Terms and Conditions', title: `Terms and Conditions | ${SCHOOL}` },
  { path: '/privacy', heading: 'Datenschutzerklärung', title: `Datenschutzerklärung | ${SCHOOL}` },
  { path: '/privacy?lang=en', heading: 'Privacy Policy', title: `Privacy Policy | ${SCHOOL}` },
];

/** Holds the app's entry script: what shows meanwhile is the server's HTML alone. */
const holdAppScript = (page: Page) => holdScript(page, /\/assets\/index-[\w-]+\.js$/);

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of PAGES) {
    test(`${path} shows its heading, title and canonical link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
      // Styled already: the critical CSS came with the page (the header bar is not an unstyled list of links).
      const header = page.locator('header').first();
      await expect(header).toHaveCSS('position', 'sticky');
    });
  }
});

test.describe('hydration of the server-rendered pages', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path}: the server's text shows before the scripts, and the app takes it over without an error`, async ({
      page,
    }) => {
      const checkConsole = failOnConsoleErrors(page);
      const release = await holdAppScript(page);
      // 'commit': DOMContentLoaded itself waits for the held module script.
      await page.goto(path, { waitUntil: 'commit' });
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      // Marks the server's heading element: hydration adopts it, a client re-render would replace it.
      await h1.evaluate((node) => node.setAttribute('data-server-node', ''));
      const appLoaded = page.waitForResponse(/\/assets\/framework-[\w-]+\.js$/);
      release();
      // The home page loads the app on the visitor's first sign of use (src/app/ssr/hydrate-on-intent.ts), once its
      // entry script has made it clickable.
      await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
      await page.mouse.move(5, 5);
      await appLoaded;
      await page.waitForLoadState('networkidle');
      await expect(h1).toBeVisible();
      await expect(page.locator('h1[data-server-node]')).toHaveCount(1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      // The server's metadata was adopted, not written a second time.
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      checkConsole();
    });
  }

  test('links work as client-side navigation after hydration', async ({ page }) => {
    const checkConsole = failOnConsoleErrors(page);
    await page.goto('/impressum');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page).toHaveTitle(`Datenschutzerklärung | ${SCHOOL}`);
    // No full page load: the router handled the link.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    checkConsole();
  });

  test('a signed-in member gets the logged-out page first, then their own view, without an error', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    const checkConsole = failOnConsoleErrors(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: "You're Already a Member" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    checkConsole();
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  test('are served by the server, not the app shell', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/courses</loc>`);
  });
});
