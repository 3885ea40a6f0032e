import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// WCAG 2.2 AA on the public pages, on a phone and on a desktop (docs/decisions/0203-contrast-within-the-palette.md).
const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/courses',
  '/backing-tracks',
  '/login',
  '/forgot-password',
  '/contact',
  '/impressum',
  '/agb',
  '/privacy',
  '/kuendigen',
];
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
        await page.waitForLoadState('networkidle');
        expect(await violationsOf(page)).toEqual([]);
      });
    }
  });
}
