import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { chooseInterfaceLanguage, failOnConsoleErrors, loginAs } from './support/session.ts';

// German lives under /de with the same paths, English without a prefix (src/lib/i18n/language.ts); the switch in
// the header and the footer opens the same page in the other language.

/**
 * Records, from the first byte of every document on, any moment a page shows the other language than its address
 * names (decision 0701: the address wins): `<html lang>`, the main navigation's name or the logout button of the
 * other language. Returns a check that also fails if a page was left for another address.
 */
async function watchLanguageAgainstAddress(page: Page) {
  const documents: string[] = [];
  // One entry per document loaded (the router's own history updates are no new page).
  page.on('domcontentloaded', () => documents.push(new URL(page.url()).pathname));
  await page.addInitScript(() => {
    const seen: string[] = [];
    const check = () => {
      // Before the parser made the <html> element there is nothing shown to judge.
      if (!document.documentElement) return;
      const german = /^\/de(\/|$)/.test(location.pathname);
      const lang = document.documentElement.getAttribute('lang');
      const navs = [...document.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
      const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent?.trim());
      const wrong = german
        ? [
            lang !== 'de' && `lang=${lang}`,
            navs.includes('Main') && 'nav Main',
            buttons.includes('Logout') && 'Logout',
          ]
        : [
            lang !== 'en' && `lang=${lang}`,
            navs.includes('Hauptnavigation') && 'nav Hauptnavigation',
            buttons.includes('Abmelden') && 'Abmelden',
          ];
      for (const what of wrong) {
        const entry = what && `${location.pathname}: ${what}`;
        if (entry && !seen.includes(entry)) seen.push(entry);
      }
    };
    (window as unknown as { __wrongLanguage: string[] }).__wrongLanguage = seen;
    check();
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return async (expectedDocuments: string[]) => {
    expect(
      await page.evaluate(() => (window as unknown as { __wrongLanguage: string[] }).__wrongLanguage),
    ).toEqual([]);
    expect(documents).toEqual(expectedDocuments);
  };
}

/** Waits until the signed-in member's page has run the code that acts on the account's language. */
async function memberLanguageRan(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /member-language[-.]/.test(entry.name)),
      ),
    )
    .toBe(true);
  // Its effect runs once the chunk's component has rendered: two frames later it has.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

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
    const german = await newMember('deutsch');
    await chooseInterfaceLanguage(page, german, 'de');
    await page.goto('/de/login');
    await page.getByLabel(/Benutzername/).fill(german);
    await page
      .getByLabel(/Passwort/)
      .first()
      .fill('django1910');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeAttached();
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

  test('a member who reads English opens a German link: the page stays German at its address, with no English shown', async ({
    page,
  }) => {
    const username = await newMember('linkde');
    await loginAs(page, username);
    const check = await watchLanguageAgainstAddress(page);

    // A public page the server renders, then a member's page the app draws: each stays at its German address.
    await page.goto('/de/courses');
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    await memberLanguageRan(page);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await page.goto('/de/forum');
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    await memberLanguageRan(page);
    await expect(page).toHaveURL(/\/de\/forum$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await check(['/de/courses', '/de/forum']);

    // Opening a German link stored nothing: the account still reads English, so a sign-in leads to English.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const profile = await page.request.get('/api/profile/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await profile.json()) as { interface_language: string | null }).interface_language).toBeNull();
  });

  test('a member whose profile is German opens an English link: the page stays English at its address', async ({
    page,
  }) => {
    const username = await newMember('linken');
    const login = await page.request.post('/api/login/', { data: { username, password: 'django1910' } });
    const { access } = (await login.json()) as { access: string };
    await page.request.patch('/api/profile/', {
      data: { language: 'deutsch' },
      headers: { authorization: `Bearer ${access}` },
    });
    // Signing in leads to the member's language, where no address named one.
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('django1910');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    const check = await watchLanguageAgainstAddress(page);

    await page.goto('/courses');
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await memberLanguageRan(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await memberLanguageRan(page);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await check(['/courses', '/profile']);
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

  test("a member's language is stored with the account and follows them to another browser", async ({
    page,
    browser,
  }) => {
    const username = await newMember('switcher');
    await loginAs(page, username);
    await page.goto('/courses');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/courses$/);
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    // Stored once the German page has the session: the account now reads German.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem('token'));
        const profile = await page.request.get('/api/profile/', {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await profile.json()) as { interface_language: string | null }).interface_language;
      })
      .toBe('de');

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto('/login');
      await other.getByLabel('Username or Email').fill(username);
      await other.getByLabel('Password', { exact: true }).fill('django1910');
      await other.getByRole('button', { name: 'Sign in' }).click();
      await expect(other).toHaveURL(/\/de(\/|$)/);
      await expect(other.locator('html')).toHaveAttribute('lang', 'de');
      await expect(other.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });

  test('a member whose profile is German reads the site in German until they switch', async ({ page }) => {
    const username = await newMember('profilde');
    const login = await page.request.post('/api/login/', { data: { username, password: 'django1910' } });
    const { access } = (await login.json()) as { access: string };
    const changed = await page.request.patch('/api/profile/', {
      data: { language: 'deutsch' },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(changed.status()).toBe(200);
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('django1910');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    // The explicit choice wins over the profile's language on the next page too.
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a visitor whose browser asks for German is offered the German home page, never sent there', async ({
    browser,
  }) => {
    const german = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await german.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const hint = page.getByRole('complementary', { name: 'Sprache' });
      await expect(hint).toContainText('Diese Seite gibt es auch auf Deutsch.');
      await hint.getByRole('button', { name: 'Hinweis schließen' }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);

      const fresh = await browser.newContext({ locale: 'de-DE' });
      const other = await fresh.newPage();
      await other.goto('/');
      await other
        .getByRole('complementary', { name: 'Sprache' })
        .getByRole('link', { name: 'Auf Deutsch lesen' })
        .click();
      await expect(other).toHaveURL(/\/de$/);
      await expect(other.locator('html')).toHaveAttribute('lang', 'de');
      await fresh.close();
    } finally {
      await german.close();
    }
  });

  test('a visitor whose browser asks for English sees no such offer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);
  });
});
