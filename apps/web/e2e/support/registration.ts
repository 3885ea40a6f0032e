import { expect, type Page } from '@playwright/test';

export type NewAccount = { username: string; email: string; password: string };

let counter = 0;

/** A fresh account each call: the specs run against one server and usernames are unique. */
export function newAccount(prefix: string): NewAccount {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}${tag}`,
    email: `${prefix}-${tag}@example.com`,
    password: 'nuages-1940-swing',
  };
}

/** Picks a plan on /pricing as a visitor does, which hands /register the plan in its navigation state. */
export async function openRegistration(page: Page, baseUrl = '', plan: 'pro' | 'test' = 'pro') {
  await page.goto(`${baseUrl}/pricing${plan === 'test' ? '?test=true' : ''}`);
  await page.getByRole('button', { name: plan === 'pro' ? 'Sign Up' : 'Test Webhook' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
}

/** A text field by its label (the label's required asterisk is not part of the name). */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Fills every field of the registration form and accepts both documents. */
export async function fillRegistration(page: Page, account: NewAccount) {
  await field(page, 'Username').fill(account.username);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm Password').fill(account.password);
  await field(page, 'First Name').fill('Stéphane');
  await field(page, 'Last Name').fill('Grappelli');
  await field(page, 'Street Address').fill('Rue de Paris 1');
  await field(page, 'City').fill('Paris');
  await field(page, 'State').fill('Île-de-France');
  await field(page, 'Postal Code').fill('75001');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('France');
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
}
