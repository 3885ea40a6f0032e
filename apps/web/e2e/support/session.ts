import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'django1910';

/** Logs in through the real login page, as a person would. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
}

/**
 * Has an account read the site in `language` whatever its profile's language says, as choosing it with the switch
 * would: the demo student's profile is German, and her specs that check English texts choose English first.
 */
export async function chooseInterfaceLanguage(
  page: Page,
  username: string,
  language: 'en' | 'de',
  password = DEMO_PASSWORD,
) {
  const login = await page.request.post('/api/login/', { data: { username, password } });
  expect(login.status(), `login of ${username}`).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const chosen = await page.request.patch('/api/profile/', {
    data: { interface_language: language },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(chosen.status(), `interface language of ${username}`).toBe(200);
}

/** Fails the test on any console error or uncaught page error. */
export function failOnConsoleErrors(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors, 'console errors').toEqual([]);
}
