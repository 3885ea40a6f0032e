import { expect, test } from '@playwright/test';
import { displayLevel, type CourseSummary } from '@gjs/shared';
import { cardNames, choose, getCatalogue, newestFirst, shownOption } from './support/catalogue.ts';
import { chooseInterfaceLanguage, loginAs } from './support/session.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const inLevel = (c: CourseSummary, level: string) =>
  c.level === level || (c.level === 'interadvanced' && (level === 'intermediate' || level === 'advanced'));
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

test.describe('course list', () => {
  let catalogue: CourseSummary[];
  test.beforeAll(async ({ request }) => {
    catalogue = await getCatalogue(request);
  });

  test('a visitor starts on English intermediate courses (interadvanced included), newest first', async ({
    page,
  }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Courses' })).toBeVisible();
    const expected = catalogue.filter((c) => c.language === 'english' && inLevel(c, 'intermediate'));
    expect(expected.some((c) => c.level === 'interadvanced')).toBe(true);

    await expect(page.getByText(`Showing ${expected.length} of ${catalogue.length} courses`)).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(expected));
    await expect(shownOption(page, 'Language')).toHaveText('English');
    await expect(shownOption(page, 'Level')).toHaveText('Intermediate');
    await expect(shownOption(page, 'Category')).toHaveText('All');
    await expect(shownOption(page, 'Sort By')).toHaveText('Publish Date newest first');
  });

  test("the 'student' member starts on the profile's language and level: Deutsch, advanced", async ({
    page,
  }) => {
    await chooseInterfaceLanguage(page, 'student', 'en');
    await loginAs(page, 'student');
    await page.goto('/courses');
    await expect(shownOption(page, 'Language')).toHaveText('Deutsch');
    await expect(shownOption(page, 'Level')).toHaveText('Advanced');
    const expected = catalogue.filter((c) => c.language === 'deutsch' && inLevel(c, 'advanced'));
    await expect(page.getByText(`Showing ${expected.length} of ${catalogue.length} courses`)).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(expected));
  });

  test('the selects offer All plus what the data has, and the fixed levels and sort orders', async ({
    page,
  }) => {
    await page.goto('/courses');
    const options = (select: string) =>
      page.getByRole('combobox', { name: select }).getByRole('option').allTextContents();
    const categories = [...new Set(catalogue.map((c) => c.category))].sort((a, b) => a.localeCompare(b));
    expect(await options('Language')).toEqual(['All', 'Deutsch', 'English']);
    expect(await options('Level')).toEqual(['All', 'Beginner', 'Intermediate', 'Advanced']);
    expect(await options('Category')).toEqual(['All', ...categories]);
    expect(await options('Sort By')).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Publish Date oldest first',
      'Publish Date newest first',
    ]);
  });

  test('search filters by name, case-insensitively', async ({ page }) => {
    await page.goto('/courses');
    await choose(page, 'Language', 'All');
    await choose(page, 'Level', 'All');
    await page.getByPlaceholder('Search courses...').fill('sWiNg DE');
    const expected = catalogue.filter((c) => c.name.toLowerCase().includes('swing de'));
    expect(expected.length).toBeGreaterThan(1);
    await expect(page.getByText(`Showing ${expected.length} of ${catalogue.length} courses`)).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(expected));
  });

  test('each select filters: language, level (interadvanced under intermediate and advanced) and category', async ({
    page,
  }) => {
    await page.goto('/courses');
    const expectShown = async (expected: CourseSummary[]) => {
      await expect(page.getByText(`Showing ${expected.length} of ${catalogue.length} courses`)).toBeVisible();
      // Two filters may show as many courses: the count alone does not tell that the list changed.
      await expect.poll(() => cardNames(page)).toEqual(newestFirst(expected));
    };
    const interadvanced = catalogue.find((c) => c.level === 'interadvanced')!;

    await choose(page, 'Level', 'All');
    await choose(page, 'Language', 'Deutsch');
    await expectShown(catalogue.filter((c) => c.language === 'deutsch'));

    await choose(page, 'Language', 'All');
    await choose(page, 'Level', 'Beginner');
    await expectShown(catalogue.filter((c) => c.level === 'beginner'));
    expect(await cardNames(page)).not.toContain(interadvanced.name);

    await choose(page, 'Level', 'Advanced');
    await expectShown(catalogue.filter((c) => inLevel(c, 'advanced')));
    expect(await cardNames(page)).toContain(interadvanced.name);

    await choose(page, 'Level', 'Intermediate');
    await expectShown(catalogue.filter((c) => inLevel(c, 'intermediate')));
    expect(await cardNames(page)).toContain(interadvanced.name);

    await choose(page, 'Level', 'All');
    const category = catalogue.find((c) => c.category !== 'Songs')!.category;
    await choose(page, 'Category', category);
    await expectShown(catalogue.filter((c) => c.category === category));
  });

  test('Sort By orders by name and by publish date', async ({ page }) => {
    await page.goto('/courses');
    await choose(page, 'Language', 'All');
    await choose(page, 'Level', 'All');
    const names = catalogue.map((c) => c.name);

    await choose(page, 'Sort By', 'Name A-Z');
    await expect.poll(() => cardNames(page)).toEqual([...names].sort(byName));
    await choose(page, 'Sort By', 'Name Z-A');
    await expect.poll(() => cardNames(page)).toEqual([...names].sort((a, b) => byName(b, a)));
    await choose(page, 'Sort By', 'Publish Date oldest first');
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(catalogue).reverse());
    await choose(page, 'Sort By', 'Publish Date newest first');
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(catalogue));
  });

  test("'Reset Filters' resets search, language, level and category but not the sort", async ({ page }) => {
    await page.goto('/courses');
    await choose(page, 'Sort By', 'Name Z-A');
    await choose(page, 'Category', 'Songs');
    await page.getByPlaceholder('Search courses...').fill('no such course at all');
    await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${catalogue.length} courses`)).toBeVisible();

    await page.getByRole('button', { name: 'Reset Filters' }).click();

    await expect(page.getByPlaceholder('Search courses...')).toHaveValue('');
    for (const select of ['Language', 'Level', 'Category']) {
      await expect(shownOption(page, select)).toHaveText('All');
    }
    await expect(shownOption(page, 'Sort By')).toHaveText('Name Z-A');
    await expect(page.getByText(`Showing ${catalogue.length} of ${catalogue.length} courses`)).toBeVisible();
    await expect
      .poll(() => cardNames(page))
      .toEqual(catalogue.map((c) => c.name).sort((a, b) => byName(b, a)));
  });

  test("cards link to their course and show a red 'NEW' badge only for courses of the last 7 days", async ({
    page,
  }) => {
    await page.goto('/courses');
    await choose(page, 'Language', 'All');
    await choose(page, 'Level', 'All');
    const recent = catalogue.filter((c) => Date.now() - Date.parse(c.created_at) <= WEEK_MS);
    const older = catalogue.filter((c) => Date.now() - Date.parse(c.created_at) > WEEK_MS);
    expect(recent.length).toBeGreaterThan(0);
    expect(older.length).toBeGreaterThan(0);

    const cards = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
    await expect(cards).toHaveCount(catalogue.length);
    for (const course of catalogue) {
      const card = cards.filter({ has: page.locator(`a[href="/courses/${course.id}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading')).toHaveText(course.name);
      await expect(card.getByText(course.display_level, { exact: true })).toBeVisible();
      await expect(card.getByText(course.category, { exact: true })).toBeVisible();
      const badge = card.getByText('NEW', { exact: true });
      if (recent.includes(course)) {
        await expect(badge).toBeVisible();
        await expect(badge.locator('..')).toHaveCSS('background-color', 'rgb(211, 47, 47)');
      } else {
        await expect(badge).toHaveCount(0);
      }
    }
    await cards
      .filter({ has: page.locator(`a[href="/courses/${recent[0]!.id}"]`) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=/courses/${recent[0]!.id}$`));
  });

  test('the Coming Soon block shows the first upcoming course with its countdown', async ({
    page,
    request,
  }) => {
    const upcoming = (await (await request.get('/api/courses/upcoming/')).json()) as {
      name: string;
      level: 'beginner' | 'intermediate' | 'advanced' | 'interadvanced';
      languages: string[];
      publish_date: string;
    }[];
    expect(upcoming.length).toBeGreaterThan(0);
    const first = upcoming[0]!;
    await page.goto('/courses');
    const block = page.getByRole('region', { name: 'Coming Soon' });
    await expect(block.getByText(first.name, { exact: true })).toBeVisible();
    await expect(block.getByText(displayLevel(first.level), { exact: true })).toBeVisible();
    await expect(block.getByText('English and Deutsch', { exact: true })).toBeVisible();
    await expect(block.getByRole('img')).toBeVisible();
    const days = Math.floor((Date.parse(first.publish_date) - Date.now()) / 86_400_000);
    await expect(block.getByText(`Publishing in ${days} day(s)`)).toBeVisible();
  });

  test('layout: the Coming Soon picture is shown whole, inside its block, on a desktop and on a phone', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 412, height: 915 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/courses');
      const block = page.getByRole('region', { name: 'Coming Soon' });
      const picture = block.locator('img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const natural = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      const shown = (await picture.boundingBox())!;
      const frame = (await block.boundingBox())!;
      // The box has the picture's own shape, so no part of it is cut away (object-fit crops only a box of
      // another shape) ...
      expect(Math.abs(shown.width / shown.height - natural) / natural, JSON.stringify(viewport)).toBeLessThan(
        0.02,
      );
      // ... and the box lies wholly inside the block.
      expect(shown.x).toBeGreaterThanOrEqual(frame.x - 0.5);
      expect(shown.y).toBeGreaterThanOrEqual(frame.y - 0.5);
      expect(shown.x + shown.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      expect(shown.y + shown.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
    }
  });

  test("layout: a 'NEW' badge never lies over its course's picture", async ({ page }) => {
    await page.goto('/courses');
    await choose(page, 'Language', 'All');
    await choose(page, 'Level', 'All');
    const recent = catalogue.filter((c) => Date.now() - Date.parse(c.created_at) <= WEEK_MS);
    expect(recent.length).toBeGreaterThan(0);
    for (const course of recent) {
      const card = page
        .getByRole('list', { name: 'Courses' })
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/courses/${course.id}"]`) });
      const badge = (await card.getByText('NEW', { exact: true }).boundingBox())!;
      const picture = (await card.locator('img').boundingBox())!;
      const overlaps =
        badge.x < picture.x + picture.width &&
        picture.x < badge.x + badge.width &&
        badge.y < picture.y + picture.height &&
        picture.y < badge.y + badge.height;
      expect(overlaps, course.name).toBe(false);
    }
  });

  test("shows 'Loading...' while the catalogue loads, and only logs a failure", async ({ page }) => {
    // /courses arrives server-rendered with its catalogue: the loading state belongs to a navigation in the app,
    // here from the login page, which carries no catalogue.
    await page.goto('/login');
    // The catalogue answers, with a failure, once the test has seen the loading text (docs/decisions/0208).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/courses/', async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { message: 'boom' } });
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Loading...')).toBeVisible();
    answer();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect.poll(() => warnings.some((w) => w.includes('Failed to load courses'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
