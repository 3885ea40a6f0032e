import { expect, test } from '@playwright/test';
import { historyState } from './support/catalogue.ts';
import { loginAs } from './support/session.ts';

test.describe('pricing page', () => {
  test("a visitor sees the PRO PLAN marked 'Most Popular'; Sign Up selects pro", async ({ page }) => {
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'PRO PLAN' });
    await expect(pro.getByRole('heading', { name: 'PRO PLAN' })).toBeVisible();
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(pro.getByText('19.99 €')).toBeVisible();
    await expect(pro.getByText('/ month')).toBeVisible();
    await expect(pro.getByText('First 14 days free trial')).toBeVisible();
    await expect(page.getByRole('article', { name: 'TEST PLAN' })).toHaveCount(0);
    await expect(page.getByText("You're Already a Member")).toHaveCount(0);

    await pro.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await historyState(page)).toEqual({ selectedPlan: 'pro' });
  });

  test('?test=true adds the red TEST PLAN card; Test Webhook selects the test plan', async ({ page }) => {
    await page.goto('/pricing?test=true');
    const testPlan = page.getByRole('article', { name: 'TEST PLAN' });
    await expect(testPlan).toBeVisible();
    await expect(testPlan).toHaveCSS('border-top-color', 'rgb(211, 47, 47)');
    await expect(testPlan.getByText('1.00 €')).toBeVisible();
    await expect(testPlan.getByText('/ day')).toBeVisible();
    await expect(testPlan.getByText('Webhook testing only')).toBeVisible();
    await expect(testPlan.getByText('No trial', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'PRO PLAN' })).toBeVisible();

    await testPlan.getByRole('button', { name: 'Test Webhook' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await historyState(page)).toEqual({ selectedPlan: 'test' });
  });

  test("a member is told 'You're Already a Member' and goes to the courses", async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: "You're Already a Member" })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'View Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('staff also see the TEST PLAN card', async ({ page }) => {
    await loginAs(page, 'teacher');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: "You're Already a Member" })).toBeVisible();
    await expect(page.getByRole('article', { name: 'TEST PLAN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Webhook' })).toBeVisible();
  });
});
