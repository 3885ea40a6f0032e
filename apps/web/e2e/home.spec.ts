import { expect, test, type Page } from '@playwright/test';
import { getCatalogue } from './support/catalogue.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

const faqQuestions = (page: Page) =>
  page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button');

test.describe('home page for a visitor', () => {
  test('shows the hero, the trio, the teacher, the categories and every sign-up button', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn To Play Gypsy Jazz Guitar' }),
    ).toBeVisible();
    for (const title of ['Songs', 'Rhythm Lessons', 'Techniques']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const teacherLink = page.getByRole('region', { name: /^Meet / }).getByRole('link');
    await expect(teacherLink).toHaveAttribute('target', '_blank');
    await expect(teacherLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(teacherLink).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { name: 'Why Should You Register?' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'How Does It Work?' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Song Lessons', 'Techniques Lessons', 'Techniques Workouts', 'Backing Tracks']);
    await expect(page.getByRole('heading', { name: 'What Do You Need?' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Let's Try It" })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/register');

    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    noConsoleErrors();
  });

  test('plays the demo promo video from the overlay, which hides while it plays and returns on pause', async ({
    page,
  }) => {
    await page.goto('/');
    const overlay = page.getByRole('button', { name: 'Play video' });
    await expect(overlay).toBeVisible();
    const video = page.getByLabel('Introduction to the school');
    await expect(video).toHaveAttribute('src', /^\/api\/public\/promo-video\?v=[0-9a-f]{12}$/);
    await overlay.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect(overlay).toBeHidden();
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect(overlay).toBeVisible();
  });

  test('the FAQ has nine entries, one open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const questions = faqQuestions(page);
    await expect(questions).toHaveCount(9);
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(4).click();
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('[aria-expanded="true"]'),
    ).toHaveCount(1);

    await questions.nth(4).click();
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the FAQ states the plan, trial, cancellation, price and languages', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answers: Record<string, string> = {
      'Which subscription plans do you offer?': 'There is a single plan: pro.',
      'How much does it cost?': 'The pro plan costs 19,99€ per month.',
      'Is there a free trial?': '14-day free trial',
      'How can I cancel my subscription?': 'The cancellation takes effect with the next billing month',
      'In which languages are the lessons?': 'Lessons are produced in English and German.',
    };
    for (const [question, answer] of Object.entries(answers)) {
      await faq.getByRole('button', { name: question }).click();
      await expect(faq.getByText(answer)).toBeVisible();
    }
  });

  test('carries the page metadata and JSON-LD: the 19.99 EUR offer and the first 10 courses', async ({
    page,
    request,
  }) => {
    const courses = await getCatalogue(request);
    await page.goto('/');
    await expect(page).toHaveTitle('Learn To Play Gypsy Jazz Guitar | Gypsy Jazz Guitar School');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /gypsy jazz guitar/i);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Learn To Play Gypsy Jazz Guitar/,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);

    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    // The list fills in when the catalogue arrives.
    await expect
      .poll(
        async () => JSON.parse((await script.textContent()) ?? '{}')['@graph']?.[2]?.itemListElement?.length,
      )
      .toBe(Math.min(10, courses.length));
    const graph = JSON.parse((await script.textContent()) ?? '{}')['@graph'] as Record<string, unknown>[];
    const organization = graph.find((n) => n['@type'] === 'EducationalOrganization')!;
    const offer = graph.find((n) => n['@type'] === 'Offer')!;
    const list = graph.find((n) => n['@type'] === 'ItemList')! as {
      itemListElement: { item: { name: string } }[];
    };
    expect(organization['name']).toBe('Gypsy Jazz Guitar School');
    expect(offer['price']).toBe(19.99);
    expect(offer['priceCurrency']).toBe('EUR');
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(courses.slice(0, 10).map((c) => c.name));
  });
});

test.describe('home page for a member', () => {
  test("hides Start Free Trial, Let's Try It and Start Now", async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What Do You Need?' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn To Play Gypsy Jazz Guitar' }),
    ).toBeVisible();
    for (const name of ['Start Free Trial', "Let's Try It", 'Start Now']) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(faqQuestions(page)).toHaveCount(9);
  });
});
