import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

test.use({ baseURL: E2E_SERVERS.admin.url });

const PATH = `/courses/stats-${Date.now().toString(36)}`;
const SESSIONS = [crypto.randomUUID(), crypto.randomUUID()];
const VIEWS = 5;

test('the statistics page charts the stored page views of the chosen range', async ({ page, request }) => {
  // Seeded through the real analytics endpoint: five views of one path from two sessions, today.
  for (let i = 0; i < VIEWS; i++) {
    const res = await request.post('/api/analytics/pageviews/', {
      data: { page_url: PATH, session_id: SESSIONS[i % 2] },
    });
    expect(res.status()).toBe(201);
  }

  const noConsoleErrors = failOnConsoleErrors(page);
  await loginAs(page, 'teacher');
  await page.goto('/admin/stats');
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();

  const top = page.getByRole('table', { name: 'Top pages' });
  await expect(top.getByRole('row', { name: new RegExp(`^${PATH} ${VIEWS}$`) })).toBeVisible();
  expect(Number(await page.getByTestId('Page views').textContent())).toBeGreaterThanOrEqual(VIEWS);
  expect(Number(await page.getByTestId('Unique sessions').textContent())).toBeGreaterThanOrEqual(2);

  // The chart draws one point a day of the 30-day range, and today's views are among them.
  const chart = page.getByRole('figure', { name: 'Page views per day' });
  await expect(chart.locator('svg path.MuiLineChart-line').first()).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const days = chart.getByRole('table', { name: 'Page views per day' }).getByRole('row');
  await expect(days).toHaveCount(31);
  const todayRow = days.filter({ hasText: today });
  expect(Number(await todayRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(VIEWS);

  const members = page.getByRole('table', { name: 'Members by subscription status' });
  expect(
    Number(
      await members
        .getByRole('row', { name: /^active/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ),
  ).toBeGreaterThan(0);

  // A range in the past holds none of them.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await expect(page.getByTestId('Page views')).toHaveText('0');
  await expect(top.getByRole('row', { name: new RegExp(`^${PATH}`) })).toHaveCount(0);
  await expect(days).toHaveCount(32);
  noConsoleErrors();
});
