import { expect, test } from '@playwright/test';

// A server-rendered page paints from its HTML, and loads its own images and font, before the app's code is requested
// (src/app/ssr/after-page-shown.ts): on a phone's link the scripts would otherwise share the bandwidth with the
// page's largest paint. A browser may fire `load` before its first paint, so waiting for `load` alone is not enough.

const SERVER_RENDERED_PAGES = ['/login', '/courses', '/privacy', '/de/contact'];

for (const path of SERVER_RENDERED_PAGES) {
  test(`${path}: the app's code is requested after the first contentful paint and the page's load`, async ({
    page,
  }) => {
    await page.goto(path);
    // The app has taken the page over.
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const framework = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/framework-[\w-]+\.js$/.test(new URL(entry.name).pathname));
      return {
        firstContentfulPaint: paint?.startTime,
        loadEnd: navigation.loadEventEnd,
        frameworkRequested: framework?.startTime,
      };
    });
    expect(timing.firstContentfulPaint).toBeDefined();
    expect(timing.frameworkRequested).toBeDefined();
    expect(timing.frameworkRequested!).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    expect(timing.frameworkRequested!).toBeGreaterThanOrEqual(timing.loadEnd);
  });
}
