import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { chooseInterfaceLanguage, failOnConsoleErrors, loginAs } from './support/session.ts';

// Assigns lessons to the demo student and marks messages read: its own server, so other specs keep the demo's data.
test.use({ baseURL: E2E_SERVERS.adminInbox.url });

const PDF = path.resolve(
  import.meta.dirname,
  '../../api/src/db/seed/media/lesson-pdfs/arpeggio-exercise-minor-sixth.pdf',
);
const RUN = Date.now().toString(36);
const LESSON = `Lesson ${RUN} - Minor swing chords`;
const SECTION_TEXT = `Practise the A minor 6 shapes slowly (${RUN}).`;

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

/** The inbox tab's accessible name carries the unread count, e.g. 'Inbox 2 unread'. */
async function unreadInNav(page: Page): Promise<number> {
  const name = (await page.getByRole('tab', { name: /^Inbox/ }).getAttribute('aria-label')) ?? '';
  return Number(/ (\d+) unread$/.exec(name)?.[1] ?? 0);
}

test.describe.serial('admin console: private lessons and the contact inbox', () => {
  test('staff create a lesson with a section for the demo student, who then sees it', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'teacher');
    await page.goto('/admin/courses');
    await page.getByRole('tab', { name: 'Private lessons' }).click();
    await expect(page).toHaveURL(/\/admin\/private-lessons$/);

    await page.getByLabel('New lesson name').fill(LESSON);
    await page.getByRole('button', { name: 'New lesson' }).click();
    await expect(page.getByRole('heading', { name: LESSON, level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/private-lessons\/\d+$/);

    // Assign the demo student through the account search.
    await page.getByLabel('Add a student').fill('student');
    await page.getByRole('option', { name: /\(student\)/ }).click();
    await expect(page.getByLabel('Assigned students')).toContainText('(student)');

    // A section with text and a PDF.
    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'New section' });
    await dialog.getByLabel('Text').fill(SECTION_TEXT);
    await dialog.getByLabel('PDF', { exact: true }).setInputFiles(PDF);
    await expect(dialog.getByTestId('upload-pdf-pdf-value')).toHaveText(/\.pdf$/, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Save section' }).click();
    await expect(dialog).toBeHidden();
    const items = page.getByTestId('section-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Section 1');
    await expect(items.first()).toContainText('(PDF)');

    await page.getByRole('tab', { name: 'Private lessons' }).click();
    const row = page.getByRole('row').filter({ hasText: LESSON });
    await expect(row).toContainText('(student)');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    noConsoleErrors();

    await logout(page);
    await chooseInterfaceLanguage(page, 'student', 'en');
    await loginAs(page, 'student');
    await page.getByRole('link', { name: 'Private Lessons' }).first().click();
    await page.getByRole('button', { name: LESSON }).click();
    const section = page.getByRole('region', { name: 'Section 1' }).filter({ hasText: SECTION_TEXT });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });

  test('a contact message arrives unread in the inbox and is marked read', async ({ page, request }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const sender = `Visitor ${RUN}`;
    const other = `Guitar buyer ${RUN}`;
    for (const [name, message] of [
      [sender, `Do you offer lessons in Berlin? (${RUN})`],
      [other, `Which guitar should I buy? (${RUN})`],
    ] as const) {
      const sent = await request.post('/api/submit/', {
        data: { name, email: `visitor-${RUN}@example.com`, message },
      });
      expect(sent.ok()).toBe(true);
    }

    await loginAs(page, 'teacher');
    await page.goto('/admin/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox', level: 2 })).toBeVisible();
    // The nav's count arrives with its own request, after the heading.
    await expect.poll(() => unreadInNav(page)).toBeGreaterThanOrEqual(2);
    const before = await unreadInNav(page);

    const row = page.getByTestId('inbox-row').filter({ hasText: sender });
    await expect(row).toContainText('Unread');
    await row.getByRole('button', { name: 'Mark as read' }).click();
    await expect(row).toContainText('Read');
    await expect(row.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect.poll(() => unreadInNav(page)).toBe(before - 1);

    // Opening the other message shows it in full and marks it read.
    const otherRow = page.getByTestId('inbox-row').filter({ hasText: other });
    await expect(otherRow).toContainText('Unread');
    await otherRow.getByRole('link').click();
    await expect(page.getByTestId('message-text')).toHaveText(`Which guitar should I buy? (${RUN})`);
    await expect(page.getByRole('article', { name: 'Message' })).toContainText('Read');
    await expect.poll(() => unreadInNav(page)).toBe(before - 2);

    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByTestId('inbox-row').filter({ hasText: RUN })).toHaveCount(0);
    noConsoleErrors();
  });
});
