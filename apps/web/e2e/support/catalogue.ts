import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
export async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Navigation state written by React Router into the history entry. */
export async function historyState(page: Page): Promise<unknown> {
  return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
}
