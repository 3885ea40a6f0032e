import { expect, test, type Page } from '@playwright/test';
import { cli } from './support/cli.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// Accounts change here (lessons, deactivation, deletion): the spec runs against a server of its own.
const SERVER = E2E_SERVERS.adminMembers;
test.use({ baseURL: SERVER.url });

const RUN = Date.now().toString(36);
const USERNAME = `mira${RUN}`;
const EMAIL = `mira.${RUN}@example.com`;
const PASSWORD = 'minor-swing-1937';

/** A day `days` from now as YYYY-MM-DD (UTC), as the date field takes it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openMember(page: Page, search: string) {
  await page.goto('/admin/members');
  await page.getByLabel('Search by name, username or e-mail').fill(search);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one match
  await table.getByRole('link', { name: USERNAME }).click();
  await expect(page.getByRole('heading', { name: USERNAME, level: 2 })).toBeVisible();
}

test.describe.serial('admin console: members', () => {
  test.beforeAll(async () => {
    await cli(
      [
        'user:create',
        '--username',
        USERNAME,
        '--email',
        EMAIL,
        '--password',
        PASSWORD,
        '--subscription',
        'none',
      ],
      'adminMembers',
    );
  });

  test('staff find a member, grant lessons and a complimentary subscription; the member sees both', async ({
    page,
    browser,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'teacher');
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await openMember(page, EMAIL.toUpperCase());
    const subscription = page.getByRole('table', { name: 'Subscription details' });
    await expect(subscription).toContainText('None');

    const lessons = page.getByRole('switch', { name: 'Takes private lessons' });
    await lessons.click();
    await expect(lessons).toBeChecked();
    await expect(page.getByText('Takes lessons', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Grant complimentary subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a complimentary subscription' });
    await dialog.getByLabel('Until a date').check();
    await dialog.getByLabel('Access ends on').fill(day(0));
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog.getByText('The end date must be in the future.')).toBeVisible();
    await dialog.getByLabel('Access ends on').fill(day(30));
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog).toBeHidden();
    await expect(subscription).toContainText('Complimentary, ends on');
    await expect(subscription.getByRole('row', { name: /Access to the content/ })).toContainText('Yes');
    noConsoleErrors();

    const memberContext = await browser.newContext({ baseURL: SERVER.url });
    const member = await memberContext.newPage();
    await loginAs(member, USERNAME, PASSWORD);
    await member.getByRole('link', { name: 'Private Lessons' }).first().click();
    await expect(member.getByRole('heading', { name: 'Private Lessons', level: 1 })).toBeVisible();
    await member.goto('/profile');
    await expect(member.getByText('Active', { exact: true })).toBeVisible();
    await memberContext.close();
  });

  test('staff end the complimentary access at a date, then at once; the member loses the content', async ({
    page,
    request,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'teacher');
    await openMember(page, USERNAME);
    const subscription = page.getByRole('table', { name: 'Subscription details' });
    await expect(subscription).toContainText('Complimentary, ends on');

    await page.getByRole('button', { name: 'End complimentary access' }).click();
    const dialog = page.getByRole('dialog', { name: 'End complimentary access' });
    await dialog.getByLabel('On a date').check();
    await dialog.getByLabel('Access ends on').fill(day(5));
    await dialog.getByRole('button', { name: 'End access' }).click();
    await expect(dialog).toBeHidden();
    const inFiveDays = new Date(`${day(5)}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(subscription).toContainText(`Complimentary, ends on ${inFiveDays}`);

    await page.getByRole('button', { name: 'End complimentary access' }).click();
    await dialog.getByLabel('Now').check();
    await dialog.getByRole('button', { name: 'End access' }).click();
    await expect(dialog).toBeHidden();
    await expect(subscription.getByRole('row', { name: /Access to the content/ })).toContainText('No');
    await expect(page.getByRole('button', { name: 'End complimentary access' })).toBeHidden();
    noConsoleErrors();

    const tokens = await request.post('/api/login/', { data: { username: USERNAME, password: PASSWORD } });
    const forum = await request.get('/api/forum/posts/', {
      headers: { authorization: `Bearer ${(await tokens.json()).access}` },
    });
    expect(forum.status()).toBe(403);
  });

  test('staff deactivate and then delete the member, each after a confirmation, but never themselves', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'teacher');
    await openMember(page, USERNAME);
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
    const login = await request.post('/api/login/', { data: { username: USERNAME, password: PASSWORD } });
    expect(login.status()).toBe(401);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${USERNAME}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await page.getByLabel('Search by name, username or e-mail').fill(USERNAME);
    await expect(page.getByText('No members found.')).toBeVisible();

    await page.getByLabel('Search by name, username or e-mail').fill('teacher@demo');
    await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'teacher' }).click();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: /^Staff/ })).toBeDisabled();
  });
});
