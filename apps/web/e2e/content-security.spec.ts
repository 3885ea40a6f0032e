import { expect, test, type Page } from '@playwright/test';
import { openRegistration } from './support/registration.ts';

// The pages run under a Content-Security-Policy without 'unsafe-eval'. No script of ours may even try an eval:
// the browser reports every attempt as a violation (a best-practices failure, and noise in any CSP report).

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const openers: Record<string, (page: Page) => Promise<unknown>> = {
  '/login': (page) => page.goto('/login'),
  '/register': (page) => openRegistration(page),
  '/contact': (page) => page.goto('/contact'),
  '/forgot-password': (page) => page.goto('/forgot-password'),
};

for (const [path, open] of Object.entries(openers)) {
  test(`${path}: its form validates without a Content-Security-Policy violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    await open(page);
    // Submitting the empty form runs its schema in the browser.
    const submit = page.locator('form button[type="submit"]').first();
    await submit.click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
