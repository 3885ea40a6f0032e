import { expect, test, type Page } from '@playwright/test';

// A public page must not move under the reader while it loads and hydrates (cumulative layout shift at most 0.02,
// Lighthouse's phone and a desktop): the server renders the navigation the screen will keep, and a page that is
// still loading holds the footer below the fold.

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/courses',
  '/backing-tracks',
  '/login',
  '/register',
  '/contact',
  '/impressum',
  '/agb',
  '/privacy',
];

const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
} as const;

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => source.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts);
}

for (const [screen, options] of Object.entries(SCREENS)) {
  test.describe(`on a ${screen}`, () => {
    test.use(options);
    for (const path of PUBLIC_PAGES) {
      test(`${path} loads and hydrates without shifting its layout`, async ({ page }) => {
        const shifts = await recordLayoutShifts(page);
        // Pictures arrive late, as on a slow phone: the page must have kept their place.
        await page.route('**/thumbnails/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        });
        await page.goto(path);
        await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const recorded = await shifts();
        const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(recorded)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test.describe('before any script runs', () => {
  test('a phone gets the menu button and a desktop the links, straight from the server', async ({
    browser,
  }) => {
    for (const [screen, options] of Object.entries(SCREENS)) {
      const context = await browser.newContext({ ...options, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/login');
      const menuButton = page.getByRole('button', { name: 'Open main menu' });
      const links = page.getByRole('navigation', { name: 'Main' });
      if (screen === 'phone') {
        await expect(menuButton).toBeVisible();
        await expect(links).toBeHidden();
      } else {
        await expect(links).toBeVisible();
        await expect(menuButton).toBeHidden();
      }
      await context.close();
    }
  });
});
