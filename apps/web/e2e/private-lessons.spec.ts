import { expect, test } from '@playwright/test';
import { createFreshUser } from './support/community.ts';
import { chooseInterfaceLanguage, failOnConsoleErrors, loginAs } from './support/session.ts';

const LESSON_1 = 'Lesson 1 - Warm-up and rhythm check';
const LESSON_2 = 'Lesson 2 - Arpeggio review';

test.describe('private lessons', () => {
  test('a visitor and a member without the lesson flag are sent to /', async ({ page }) => {
    await page.goto('/private-lessons');
    await expect(page).toHaveURL(/\/$/);
    await loginAs(page, 'member');
    await expect(page.getByRole('link', { name: 'Private Lessons' })).toHaveCount(0);
    await page.goto('/private-lessons');
    await expect(page).toHaveURL(/\/$/);
  });

  test("the student's lessons expand to sections with an inline video and named downloads", async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await chooseInterfaceLanguage(page, 'student', 'en');
    await loginAs(page, 'student');
    await page.getByRole('link', { name: 'Private Lessons' }).first().click();
    await expect(page.getByRole('heading', { name: 'Private Lessons', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: LESSON_2 })).toBeVisible();
    await page.getByRole('button', { name: LESSON_1 }).click();

    const first = page.getByRole('region', { name: 'Section 1' });
    await expect(first).toContainText('la pompe at 120 BPM');
    const video = first.locator('video');
    await expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(await video.evaluate((v) => getComputedStyle(v).maxHeight)).toBe('400px');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const [video1] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('link', { name: 'Download Video' }).click(),
    ]);
    expect(video1.suggestedFilename()).toBe(`${LESSON_1}_section1_video.mp4`);

    const second = page.getByRole('region', { name: 'Section 2' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      second.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${LESSON_1}_section2_pdf.pdf`);
    noConsoleErrors();
  });

  test("a student without lessons reads 'No private lessons available yet.'", async ({ page }) => {
    const user = await createFreshUser('pupil', { lessons: true });
    await loginAs(page, user.username, user.password);
    await page.getByRole('link', { name: 'Private Lessons' }).first().click();
    await expect(page.getByText('No private lessons available yet.')).toBeVisible();
  });

  test('shows the loading text, then the server error text or the default', async ({ page }) => {
    await chooseInterfaceLanguage(page, 'student', 'en');
    await loginAs(page, 'student');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/private-lessons/', async (route) => {
      await held;
      await route.fulfill({ status: 403, json: { error: 'You do not have access to private lessons.' } });
    });
    await page.getByRole('link', { name: 'Private Lessons' }).first().click();
    await expect(page.getByText('Loading private lessons...')).toBeVisible();
    release();
    await expect(page.getByText('You do not have access to private lessons.')).toBeVisible();

    await page.unroute('**/api/private-lessons/');
    await page.route('**/api/private-lessons/', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByText('Failed to load private lessons')).toBeVisible();
  });
});
