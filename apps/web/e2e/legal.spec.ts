import { expect, test, type Page } from '@playwright/test';
import { setSettings } from './support/cli.ts';

const SCHOOL = 'Gypsy Jazz Guitar School';
const YEAR = new Date().getFullYear();

// Table-of-contents jumps scroll smoothly unless the reader asks for reduced motion: here every jump is instant,
// so that walking all anchors stays quick. Where each link leads is the same either way.
test.use({ reducedMotion: 'reduce' });

/** The demo defaults of the business details (apps/api/src/modules/site-settings/defaults.ts). */
const DEFAULT_DETAILS = [
  'business_name=Gypsy Jazz Guitar School',
  'business_street=Oranienstraße 42',
  'business_postal_code=10999',
  'business_city=Berlin',
  'business_email=info@gypsyjazz.school',
  'business_responsible_person=Django Weiss',
];

type Section = [id: string, heading: string];

const IMPRINT: Record<'de' | 'en', Section[]> = {
  de: [
    ['provider', 'Angaben gemäß § 5 DDG'],
    ['contact', 'Kontakt'],
    ['responsible', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'],
    ['dispute-resolution', 'Verbraucherstreitbeilegung'],
    ['copyright', 'Urheberrecht'],
  ],
  en: [
    ['provider', 'Information pursuant to section 5 DDG'],
    ['contact', 'Contact'],
    ['responsible', 'Responsible for content under section 18 (2) MStV'],
    ['dispute-resolution', 'Consumer dispute resolution'],
    ['copyright', 'Copyright'],
  ],
};

const TERMS: Record<'de' | 'en', Section[]> = {
  de: [
    ['scope', '§ 1 Geltungsbereich und Anbieter'],
    ['services', '§ 2 Leistungen'],
    ['conclusion', '§ 3 Vertragsschluss'],
    ['access', '§ 4 Freischaltung des Zugangs'],
    ['price', '§ 5 Abonnement, Preis und kostenloser Testzeitraum'],
    ['term', '§ 6 Laufzeit und automatische Verlängerung'],
    ['cancellation', '§ 7 Kündigung'],
    ['rights', '§ 8 Nutzungsrechte'],
    ['account', '§ 9 Nutzerkonto, Zugangsdaten und Forum'],
    ['withdrawal', '§ 10 Widerrufsrecht für Verbraucher'],
    ['liability', '§ 11 Haftung'],
    ['data-protection', '§ 12 Datenschutz'],
    ['dispute-resolution', '§ 13 Verbraucherstreitbeilegung'],
    ['final-provisions', '§ 14 Schlussbestimmungen'],
  ],
  en: [
    ['scope', '1. Scope and provider'],
    ['services', '2. Services'],
    ['conclusion', '3. Conclusion of the contract'],
    ['access', '4. Access to the content'],
    ['price', '5. Subscription, price and free trial'],
    ['term', '6. Term and automatic renewal'],
    ['cancellation', '7. Cancellation'],
    ['rights', '8. Rights of use'],
    ['account', '9. User account, login credentials and forum'],
    ['withdrawal', '10. Right of withdrawal for consumers'],
    ['liability', '11. Liability'],
    ['data-protection', '12. Data protection'],
    ['dispute-resolution', '13. Consumer dispute resolution'],
    ['final-provisions', '14. Final provisions'],
  ],
};

const PRIVACY_IDS = [
  'controller',
  'data-types',
  'legal-bases',
  'security',
  'hosting',
  'third-country-transfers',
  'retention',
  'rights',
  'payment',
  'cookies',
  'registration',
  'community',
  'private-lessons',
  'learning-progress',
  'contact',
  'email',
  'analytics',
  'embedded-content',
  'supervisory-authority',
  'changes',
];

const PRIVACY_HEADINGS = {
  de: [
    'Verantwortlicher',
    'Arten der verarbeiteten Daten',
    'Rechtsgrundlagen',
    'Sicherheit der Verarbeitung',
    'Bereitstellung der Website und Server-Protokolle',
    'Übermittlung in Drittländer',
    'Speicherdauer und Löschung',
    'Ihre Rechte',
    'Zahlungsverfahren',
    'Cookies und Speicherung im Browser',
    'Registrierung und Nutzerkonto',
    'Community-Funktionen (Forum)',
    'Privatunterricht',
    'Lernfortschritt und Ihre Daten',
    'Kontaktverwaltung',
    'Versand von E-Mails',
    'Webanalyse',
    'Eingebettete Inhalte',
    'Zuständige Aufsichtsbehörde',
    'Änderungen dieser Datenschutzerklärung',
  ],
  en: [
    'Data controller',
    'Types of data processed',
    'Legal bases',
    'Security of processing',
    'Website delivery and server logs',
    'Transfers to third countries',
    'Retention periods and deletion',
    'Your rights',
    'Payment procedures',
    'Cookies and browser storage',
    'Registration and user account',
    'Community functions (forum)',
    'Private lessons',
    'Course progress and your data',
    'Contact management',
    'E-mails we send',
    'Web analytics',
    'Embedded content',
    'Supervisory authority',
    'Changes to this privacy policy',
  ],
};

const privacySections = (language: 'de' | 'en'): Section[] =>
  PRIVACY_IDS.map((id, index) => [id, `${index + 1}. ${PRIVACY_HEADINGS[language][index]}`]);

/** Console errors fail the page's test: the legal pages must render cleanly in both languages. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every section heading is there, in order, with its id (the anchor the table of contents links to). */
async function expectSections(page: Page, sections: Section[]) {
  const headings = page.locator('article section > h2[id]');
  await expect(headings).toHaveText(sections.map(([, heading]) => heading));
  for (const [id, heading] of sections) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveAttribute(
      'id',
      id,
    );
  }
}

/** Every section heading is there with its id, and every table-of-contents link jumps to it. */
async function expectSectionsAndAnchors(page: Page, tocName: string, sections: Section[]) {
  await expectSections(page, sections);
  const toc = page.getByRole('navigation', { name: tocName });
  await expect(toc.getByRole('link')).toHaveCount(sections.length);
  for (const [id, heading] of sections) {
    const link = toc.getByRole('link', { name: heading, exact: true });
    await expect(link).toHaveAttribute('href', `#${id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
}

async function expectMeta(page: Page, title: string, canonicalPath: string) {
  await expect(page).toHaveTitle(title);
  // Exactly one description: the page's own replaces the site-wide default of index.html.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(canonicalPath, page.url()).href,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage' });
}

test.describe('imprint', () => {
  test('shows the provider, the responsible person and the copyright line with the current year', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
    const address = page.locator('address');
    await expect(address).toContainText(SCHOOL);
    await expect(address).toContainText('Oranienstraße 42');
    await expect(address).toContainText('10999 Berlin');
    await expect(
      page.getByRole('heading', { name: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' }),
    ).toBeVisible();
    await expect(page.getByText('Django Weiss, Anschrift wie oben')).toBeVisible();
    await expect(
      page.locator('article').getByText(`© ${YEAR} ${SCHOOL}. Alle Rechte vorbehalten.`),
    ).toBeVisible();
    await expect(
      page.getByText(/nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren/),
    ).toBeVisible();
    await expectMeta(page, `Impressum | ${SCHOOL}`, '/impressum');
    await expectSections(page, IMPRINT.de);

    await page
      .getByRole('navigation', { name: 'Sprache / Language' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/impressum\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expectSections(page, IMPRINT.en);
    await expect(page.locator('address')).toContainText('10999 Berlin');
    await expect(page.getByText('Django Weiss, address as above')).toBeVisible();
    await expect(page.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' })).toBeVisible();
    await expect(
      page.locator('article').getByText(`© ${YEAR} ${SCHOOL}. All rights reserved.`),
    ).toBeVisible();
    await expect(
      page.getByText(/neither willing nor obliged to take part in dispute resolution/),
    ).toBeVisible();
    await expectMeta(page, `Imprint | ${SCHOOL}`, '/impressum?lang=en');
    expect(errors).toEqual([]);
  });

  test('keeps the e-mail out of the HTML, yet gives a person a working mailto: link', async ({ page }) => {
    await page.goto('/impressum');
    const email = page.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' });
    await expect(email).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain('info@gypsyjazz.school');
    expect(html).not.toContain('mailto:');
    await expect(email).not.toHaveAttribute('href', /./);

    await email.hover();
    await expect(email).toHaveAttribute('href', 'mailto:info@gypsyjazz.school');

    // Keyboard: focusing it is enough.
    await page.reload();
    const again = page.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' });
    await again.focus();
    await expect(again).toHaveAttribute('href', 'mailto:info@gypsyjazz.school');
  });

  test('stays complete in maintenance mode: the provider details still load', async ({ page }) => {
    await setSettings(['maintenance_mode=true']);
    try {
      await page.goto('/impressum');
      await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
      await expect(page.locator('address')).toContainText('10999 Berlin');
      await expect(page.getByText('Django Weiss, Anschrift wie oben')).toBeVisible();
      await expect(page.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await setSettings(['maintenance_mode=false']);
    }
  });

  test.describe('with business details changed through the owner CLI', () => {
    test.afterEach(async () => {
      await setSettings(DEFAULT_DETAILS);
    });

    test('shows the new name, address, responsible person and e-mail', async ({ page }) => {
      await setSettings([
        'business_name=Manouche Akademie Berlin',
        'business_street=Kastanienallee 7',
        'business_postal_code=10435',
        'business_email=hallo@manouche-akademie.example',
        'business_responsible_person=Stella Rosenberg',
      ]);
      await page.goto('/impressum');
      const address = page.locator('address');
      await expect(address).toContainText('Manouche Akademie Berlin');
      await expect(address).toContainText('Kastanienallee 7');
      await expect(address).toContainText('10435 Berlin');
      await expect(page.getByText('Stella Rosenberg, Anschrift wie oben')).toBeVisible();
      await expect(
        page.getByText(`© ${YEAR} Manouche Akademie Berlin. Alle Rechte vorbehalten.`),
      ).toBeVisible();
      const email = page.getByRole('link', { name: 'hallo [at] manouche-akademie [dot] example' });
      expect(await page.content()).not.toContain('hallo@manouche-akademie.example');
      await email.hover();
      await expect(email).toHaveAttribute('href', 'mailto:hallo@manouche-akademie.example');

      // The terms and the privacy policy name the same provider.
      await page.goto('/privacy');
      await expect(page.locator('section:has(#controller) address')).toContainText(
        'Manouche Akademie Berlin',
      );
    });
  });
});

test.describe('terms', () => {
  test('German by default: every section and every table-of-contents anchor, with metadata', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/agb');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' }),
    ).toBeVisible();
    await expect(page.getByText('Stand: Juli 2025')).toBeVisible();
    await expect(page.getByText('Es kostet 19,99 € pro Monat.')).toBeVisible();
    await expect(page.getByText(/14 Tage lang kostenlos testen/)).toBeVisible();
    await expect(page.getByText('„Verträge hier kündigen“').first()).toBeVisible();
    await expectMeta(page, `Allgemeine Geschäftsbedingungen (AGB) | ${SCHOOL}`, '/agb');
    await expectSectionsAndAnchors(page, 'Inhalt', TERMS.de);
    expect(errors).toEqual([]);
  });

  test('English through the language switch, linkable as ?lang=en', async ({ page }) => {
    await page.goto('/agb');
    await page
      .getByRole('navigation', { name: 'Sprache / Language' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/agb\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated July 2025')).toBeVisible();
    await expect(page.getByText('It costs €19.99 per month.')).toBeVisible();
    await expectMeta(page, `Terms and Conditions | ${SCHOOL}`, '/agb?lang=en');
    await expectSectionsAndAnchors(page, 'Contents', TERMS.en);

    await page.goto('/agb?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Sprache / Language' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/agb$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' }),
    ).toBeVisible();
  });
});

test.describe('privacy policy', () => {
  test('German by default: every section and every table-of-contents anchor, with metadata', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByText('Stand: 26. November 2026')).toBeVisible();
    await expect(page.locator('section:has(#controller) address')).toContainText(SCHOOL);
    await expect(
      page.getByText(/Berliner Beauftragte für Datenschutz und Informationsfreiheit/),
    ).toBeVisible();
    await expect(page.getByText(/Alt-Moabit 59-61, 10555 Berlin/)).toBeVisible();
    await expectMeta(page, `Datenschutzerklärung | ${SCHOOL}`, '/privacy');
    await expectSectionsAndAnchors(page, 'Inhalt', privacySections('de'));
    expect(errors).toEqual([]);
  });

  test('English: every section and anchor; the language stays in the address while jumping', async ({
    page,
  }) => {
    await page.goto('/privacy?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Updated 26 November 2026')).toBeVisible();
    await expectMeta(page, `Privacy Policy | ${SCHOOL}`, '/privacy?lang=en');
    await expectSectionsAndAnchors(page, 'Contents', privacySections('en'));
    await expect(page).toHaveURL(/\/privacy\?lang=en#changes$/);
  });

  test('a deep link opens at its section, in the chosen language', async ({ page }) => {
    await page.goto('/privacy?lang=en#retention');
    const heading = page.getByRole('heading', { level: 2, name: '7. Retention periods and deletion' });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeInViewport();
  });

  test('the e-mail of the controller is obfuscated here too', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' })).toBeVisible();
    expect(await page.content()).not.toContain('info@gypsyjazz.school');
  });
});
