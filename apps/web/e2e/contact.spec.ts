import { expect, test, type Page } from '@playwright/test';
import { outboxMailsContaining } from './support/community.ts';
import { failOnConsoleErrors } from './support/session.ts';

async function fill(
  page: Page,
  name = 'Django',
  email = 'django@example.com',
  message = 'Do you teach la pompe?',
) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(message);
}

test.describe('contact page', () => {
  test('sets the title, description, social tags, canonical link and ContactPage structured data', async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Gypsy Jazz Guitar School');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Send us a message/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Contact Us | Gypsy Jazz Guitar School',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'ContactPage', name: 'Contact Us | Gypsy Jazz Guitar School' });
    noConsoleErrors();
  });

  test('requires name, a valid email and a message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
  });

  test("sends: 'Sending...' with disabled fields, then the notice for 6 seconds and an empty form", async ({
    page,
  }) => {
    await page.goto('/contact');
    const marker = `Do you teach la pompe? ${Date.now()}`;
    await fill(page, 'Django', 'django@example.com', marker);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/submit/', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByLabel('Name')).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Message')).toBeDisabled();
    release();

    const notice = page.getByText('Message sent successfully!');
    await expect(notice).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(notice).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(5000);
    // Stored and e-mailed to the school (here the server's outbox), with the sender to reply to.
    await expect.poll(() => outboxMailsContaining(marker).length).toBe(1);
    const [mail] = outboxMailsContaining(marker);
    expect(mail).toMatch(/^Reply-To: django@example\.com/m);
    expect(mail).toMatch(/^Subject: Contact form: message from Django/m);
  });

  test("shows the server's message, or the default text, when sending fails", async ({ page }) => {
    await page.goto('/contact');
    await fill(page);
    await page.route('**/api/submit/', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many messages. Please try again later.' } }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Too many messages. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Django');

    await page.unroute('**/api/submit/');
    await page.route('**/api/submit/', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('An error occurred while submitting the form. Please try again.'),
    ).toBeVisible();
  });
});
