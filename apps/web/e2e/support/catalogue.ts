import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { courseListSchema, type CourseSummary } from '@gjs/shared';

/** The published catalogue as the API answers it: the e2e specs compute what the page must show from it. */
export async function getCatalogue(request: APIRequestContext): Promise<CourseSummary[]> {
  const response = await request.get('/api/courses/');
  expect(response.status()).toBe(200);
  const courses = courseListSchema.parse(await response.json());
  expect(courses.length, 'the demo catalogue is seeded').toBeGreaterThan(5);
  return courses;
}

export function findCourse(
  courses: CourseSummary[],
  match: Partial<Pick<CourseSummary, 'name' | 'language' | 'level'>>,
): CourseSummary {
  const course = courses.find((c) =>
    Object.entries(match).every(([key, value]) => c[key as keyof CourseSummary] === value),
  );
  if (!course) throw new Error(`No demo course matching ${JSON.stringify(match)}`);
  return course;
}

/** Names in the page's default order: newest first. */
export const newestFirst = (courses: CourseSummary[]) =>
  [...courses].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).map((c) => c.name);

/** The names on the course cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Courses' }).getByRole('heading').allTextContents();
}

/** Picks an option of one of the MUI selects of the course list. */
/**
 * Picks an option of one of the course list's selects (native selects, product 0420 Course list), once the page
 * has been taken over by React: as a person's click would (the page ignores the pointer until then), not sooner.
 */
export async function choose(page: Page, select: string, option: string) {
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  await page.getByRole('combobox', { name: select }).selectOption({ label: option });
  await expect(shownOption(page, select)).toHaveText(option);
}

/** The option a course list select shows. */
export function shownOption(page: Page, select: string): Locator {
  return page.getByRole('combobox', { name: select }).locator('option:checked');
}

/** Navigation state written by React Router into the history entry. */
export async function historyState(page: Page): Promise<unknown> {
  return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
}
