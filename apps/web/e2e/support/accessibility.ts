import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A phone and a desktop: every page is checked at both widths. */
export const PHONE = { width: 412, height: 915 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * WCAG 2.2 AA and axe's best practices, each violation named by its rule and the elements it found. axe runs in the
 * page itself (legacy mode): the default mode opens a blank page for every check to merge the results of frames from
 * other origins, which these pages do not have, and that page cost more than the check. Only violations are
 * reported back, as only they are asserted.
 */
export async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Widens (or narrows) a page already open to another screen, as a turned tablet or a resized window does, and waits
 * until the app has laid it out again: the accessibility sweep checks both screens on one page load.
 */
export async function showAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Opens a page and waits until it has hydrated, fetched its data and stopped showing loading texts. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  // An app-shell page has nothing to hydrate: its frame is there once the app has rendered, not at the first quiet
  // moment of the network (on a loaded machine that came before the app's code had run at all).
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

export interface Tokens {
  access: string;
  refresh: string;
}

/** Logs in through the API: the walk checks pages, not the login form, so it needs the tokens only. */
export async function tokensFor(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Tokens> {
  const response = await request.post('/api/login/', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  return (await response.json()) as Tokens;
}

/** Puts the tokens where the web app keeps them, before any page of the test loads. */
export async function useSession(page: Page, tokens: Tokens) {
  await page.addInitScript(({ access, refresh }) => {
    window.localStorage.setItem('token', access);
    window.localStorage.setItem('refreshToken', refresh);
  }, tokens);
}
