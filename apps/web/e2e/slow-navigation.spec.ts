import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './support/hold-request.ts';
import { loginAs } from './support/session.ts';

// On a slow line a click on a link shows at once that it was taken, and the page it leads to shows its loading text
// while its data is missing (docs/decisions/0208). Each test holds the page's API call until it has looked.

type Acknowledgement = { inFirstFrame: boolean; how: string; ms: number };

/**
 * Watches the page's next click: whether the frame painted right after it already shows that the click was taken,
 * by a progress bar whose name a live region announces, or by the page having moved to `path`. The budget is
 * 100 ms; the next frame is within it on any machine that draws, and unlike a count of milliseconds it does not
 * depend on how busy the machine running the test is (on this shared one the click's own task took up to 200 ms).
 */
async function watchClick(page: Page, path: string): Promise<() => Promise<Acknowledgement>> {
  await page.evaluate((path) => {
    const taken = (): string | null => {
      if (window.location.pathname === path) return 'moved';
      const bar = [...document.querySelectorAll('[role="progressbar"]')].find(
        (element) => element.getClientRects().length > 0,
      );
      const name = bar?.getAttribute('aria-label') ?? '';
      const announced =
        name !== '' &&
        [...document.querySelectorAll('[role="status"], [aria-live]')].some((region) =>
          region.textContent?.includes(name),
        );
      return announced ? 'indicator' : null;
    };
    (window as unknown as { acknowledged: Promise<Acknowledgement> }).acknowledged = new Promise(
      (resolve) => {
        document.addEventListener(
          'click',
          () => {
            const clickedAt = performance.now();
            requestAnimationFrame(() => {
              const how = taken();
              resolve({
                inFirstFrame: how !== null,
                how: how ?? 'nothing',
                ms: performance.now() - clickedAt,
              });
            });
          },
          { capture: true, once: true },
        );
      },
    );
  }, path);
  return () =>
    page.evaluate(() => (window as unknown as { acknowledged: Promise<Acknowledgement> }).acknowledged);
}

const takenOver = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

/** Clicks the link in the navigation and checks that the frame after the click shows that it was taken. */
async function clickAndSeeItTaken(page: Page, link: { navigation: string; name: string; path: string }) {
  const acknowledged = await watchClick(page, link.path);
  await page
    .getByRole('navigation', { name: link.navigation })
    .getByRole('link', { name: link.name })
    .click();
  const { inFirstFrame, how, ms } = await acknowledged();
  expect(inFirstFrame, `${how} in the frame after the click, ${ms} ms`).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${link.path}$`));
}

test.describe('a click on a page whose data is slow', () => {
  test('Courses from the imprint: taken at once, then the list shows Loading... until the catalogue arrives', async ({
    page,
  }) => {
    await page.goto('/impressum');
    await takenOver(page);
    const release = await holdRequests(page, /\/api\/courses\/$/);
    await clickAndSeeItTaken(page, { navigation: 'Main', name: 'Courses', path: '/courses' });
    await expect(page.getByRole('heading', { level: 1, name: 'Available Courses' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByText(/^Showing \d+ of \d+ courses$/)).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('German: Kurse from the Impressum, with the German loading text', async ({ page }) => {
    await page.goto('/de/impressum');
    await takenOver(page);
    const release = await holdRequests(page, /\/api\/courses\/$/);
    await clickAndSeeItTaken(page, { navigation: 'Hauptnavigation', name: 'Kurse', path: '/de/courses' });
    await expect(page.getByText('Wird geladen …', { exact: true })).toBeVisible();
    release();
    await expect(page.getByText('Wird geladen …', { exact: true })).toHaveCount(0);
  });

  test("Backing Tracks for a member: taken at once, then 'Loading backing tracks...' until the tracks arrive", async ({
    page,
  }) => {
    await loginAs(page, 'member');
    await takenOver(page);
    const release = await holdRequests(page, /\/api\/backingtracks\/$/);
    await clickAndSeeItTaken(page, { navigation: 'Main', name: 'Backing Tracks', path: '/backing-tracks' });
    await expect(page.getByText('Loading backing tracks...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByText(/^Showing \d+ of \d+ backing tracks$/)).toBeVisible();
  });
});
