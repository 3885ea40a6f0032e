import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// German lives under /de with the same paths, English without a prefix (src/lib/i18n/language.ts); the switch in
// the header and the footer opens the same page in the other language.

test.describe('the interface in German and English', () => {
  test('the switch keeps the page, and a German page links on in German after it hydrates', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Courses' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const germanNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(germanNav.getByRole('link', { name: 'Kurse' })).toHaveAttribute('aria-current', 'page');
    // Hydrated: the app's own navigation stays under /de.
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await germanNav.getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(germanNav.getByRole('link', { name: 'Preise' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).not.toHaveURL(/\/de\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
    noErrors();
  });

  test("a member's pages under /de have the frame in German, and logging out stays in German", async ({
    page,
  }) => {
    await loginAs(page, 'member');
    await page.goto('/de/forum');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const germanNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const label of ['Start', 'Kurse', 'Backing Tracks', 'Forum', 'Profil']) {
      await expect(germanNav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(germanNav.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('the home page in German: its texts, its price as Germans write it, and it hydrates without a mismatch', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto('/de');
    await expect(page).toHaveTitle(/^Gypsy-Jazz-Gitarre lernen \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Lerne Gypsy-Jazz-Gitarre' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kostenlos testen' })).toHaveAttribute('href', '/de/pricing');
    await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
    // The first use loads the app, which takes the page over in German, and the FAQ answers.
    await page.getByRole('button', { name: 'Was kostet es?' }).click();
    await expect(page.getByText('Das Abo pro kostet 19,99 € im Monat.')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    noErrors();
  });

  test('the pricing page in German: the plan at its German price, and choosing it registers in German', async ({
    page,
  }) => {
    await page.goto('/de/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Fang heute an zu lernen' })).toBeVisible();
    const plan = page.getByRole('article', { name: 'PRO-ABO' });
    await expect(plan.getByText(/^19,99\s€$/)).toBeVisible();
    await expect(plan.getByText('/ Monat')).toBeVisible();
    await expect(plan.getByText('Die ersten 14 Tage kostenlos testen')).toBeVisible();
    await plan.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/de\/register$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the menu panel of a phone offers the other language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de/courses');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('button', { name: 'Hauptmenü öffnen' }).click();
    const panel = page.getByRole('dialog', { name: 'Menü' });
    await expect(panel.getByRole('link', { name: 'Kurse' })).toBeVisible();
    await panel.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
