import { expect, test } from '@playwright/test';
import { getCatalogue } from './support/catalogue.ts';
import { loginAs } from './support/session.ts';

test('the footer links to contact and the legal pages and shows the current year', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/impressum');
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/agb');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the footer is hidden under /courses and /backing-tracks, the header is not', async ({
  page,
  request,
}) => {
  const expectNoFooter = async (path: string) => {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  };
  // Only the course list is open to visitors; a course and the backing tracks send them to /login (which has a
  // footer), so those are checked as a member.
  await expectNoFooter('/courses');
  const [course] = await getCatalogue(request);
  await loginAs(page, 'member');
  await expectNoFooter(`/courses/${course!.id}`);
  await expectNoFooter('/backing-tracks');
});

test('an unmatched route shows the error page with its status inside the frame', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the theme applies the teal primary colour and the Nunito font', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toHaveCSS('background-color', 'rgb(2, 115, 104)');
  await expect(button).toHaveCSS('text-transform', 'none');
  await expect(button).toHaveCSS('border-radius', '8px');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Nunito/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(245, 245, 245)',
  );
});
