import type { Page } from '@playwright/test';

/**
 * Holds the requests whose address matches `pattern` (the app's scripts, an API call) until `release` is called, as
 * a slow line would: the page meanwhile runs without them. Requests made after the release pass at once.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
