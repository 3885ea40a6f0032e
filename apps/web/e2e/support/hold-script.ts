import type { Page } from '@playwright/test';

/** Holds the scripts whose address matches `pattern` until `release` is called: the page meanwhile runs without them. */
export async function holdScript(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
