import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createFreshUser } from './support/community.ts';
import { DEMO_PASSWORD, loginAs } from './support/session.ts';

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });
const subscriptionPanel = (page: Page) => page.getByRole('region', { name: 'Subscription' });

/** A real 640x400 PNG: left half red, right half blue. */
async function pngFixture(): Promise<Buffer> {
  const half = { width: 320, height: 400, channels: 3 as const };
  const blue = await sharp({ create: { ...half, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 320, top: 0 }])
    .png()
    .toBuffer();
}

type RecordedUpload = { field: string; fileName: string; type: string; base64: string };
type RecordedWindow = { __uploads: RecordedUpload[] };

/** Runs in the page: records every file put into a FormData (field, file name, type and bytes). */
function recordUploads() {
  const uploads: RecordedUpload[] = [];
  (window as unknown as RecordedWindow).__uploads = uploads;
  const append = FormData.prototype.append;
  FormData.prototype.append = function (this: FormData, field: string, value: string | Blob, name?: string) {
    if (value instanceof Blob) {
      const entry = {
        field,
        fileName: value instanceof File ? value.name : (name ?? ''),
        type: value.type,
        base64: '',
      };
      uploads.push(entry);
      void value.arrayBuffer().then((buffer) => {
        let binary = '';
        for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
        entry.base64 = btoa(binary);
      });
    }
    const args = name === undefined ? [field, value] : [field, value, name];
    (append as (...values: unknown[]) => void).apply(this, args);
  };
}

test.describe('profile', () => {
  test('a visitor is sent to /login?redirect=/profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  });

  test('shows the profile and the subscription panel; edits with names read-only and keeps the change', async ({
    page,
  }) => {
    const user = await createFreshUser('editor', { subscription: 'active' });
    await loginAs(page, user.username, user.password, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(details(page)).toContainText(user.email);
    const panel = subscriptionPanel(page);
    await expect(panel).toContainText('Pro');
    await expect(panel).toContainText('Active');
    await expect(panel).toContainText('Payment Provider');
    await expect(panel).toContainText('Not set');
    await expect(panel).toContainText('Next Billing Date');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('First Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Last Name')).toHaveAttribute('readonly', '');
    const patched = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/profile/'));
    await form.getByLabel('Bio').fill('I play rhythm in a Berlin trio.');
    await form.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Advanced' }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const body = (await patched).postDataJSON() as { user: object; level: string; bio: string };
    expect(body.user).toEqual(expect.objectContaining({ email: user.email }));
    expect(body).toMatchObject({ level: 'advanced', bio: 'I play rhythm in a Berlin trio.' });
    await expect(form).toHaveCount(0);

    await page.reload();
    await expect(details(page)).toContainText('I play rhythm in a Berlin trio.');
    await expect(details(page)).toContainText('Advanced');
  });

  test("shows 'Failed to update profile' when saving fails", async ({ page }) => {
    const user = await createFreshUser('failsave');
    await loginAs(page, user.username, user.password, '/profile');
    await page.route('**/api/profile/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to update profile')).toBeVisible();
  });

  test("shows 'Failed to load profile' with Try Again, which reloads it", async ({ page }) => {
    const user = await createFreshUser('loadfail');
    await loginAs(page, user.username, user.password);
    let fail = true;
    await page.route('**/api/profile/', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    // The session already holds the profile; only the screen's own load fails.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByText('Failed to load profile')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(details(page)).toContainText(user.email);
  });

  test('crops a real image square, uploads a 300x300 JPEG named after the user id and shows it', async ({
    page,
  }) => {
    // Chromium hands Playwright no body for multipart requests with a file, so the page records what it sends.
    await page.addInitScript(recordUploads);
    const user = await createFreshUser('photo');
    await loginAs(page, user.username, user.password, '/profile');
    await expect(page.getByLabel('Default avatar')).toBeVisible();
    await expect(page.getByLabel('Profile photo file')).toHaveAttribute('accept', 'image/*');

    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await pngFixture(),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect(dialog).toBeVisible();
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/profile/image/'),
    );
    await dialog.getByRole('button', { name: 'Crop & Continue' }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(dialog).toHaveCount(0);

    const profileId = await page.evaluate(async () => {
      const response = await fetch('/api/profile/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { id: number }).id;
    });
    const sent = await page.evaluate(() => (window as unknown as RecordedWindow).__uploads);
    expect(sent.map(({ field, fileName, type }) => ({ field, fileName, type }))).toEqual([
      { field: 'profile_image', fileName: `${profileId}.jpg`, type: 'image/jpeg' },
    ]);
    const sentMeta = await sharp(Buffer.from(sent[0]!.base64, 'base64')).metadata();
    expect([sentMeta.format, sentMeta.width, sentMeta.height]).toEqual(['jpeg', 300, 300]);

    await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
    const avatar = details(page).getByRole('img', { name: 'Profile photo' });
    await expect(avatar).toBeVisible();
    const src = await avatar.getAttribute('src');
    const image = await page.request.get(src!);
    expect(image.ok()).toBe(true);
    const meta = await sharp(await image.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    // The initial crop is the centred half of the smaller side: the middle of the red/blue border.
    const { data } = await sharp(await image.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect(pixel(20, 150)[0]).toBeGreaterThan(200);
    expect(pixel(280, 150)[2]).toBeGreaterThan(200);
    // The note goes after 3 seconds.
    await expect(page.getByText('Image uploaded successfully!')).toHaveCount(0, { timeout: 5000 });
  });

  test("shows 'Failed to crop or upload image. Please try again.' when the upload fails", async ({
    page,
  }) => {
    const user = await createFreshUser('upfail');
    await loginAs(page, user.username, user.password, '/profile');
    await page.route('**/api/profile/image/', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByLabel('Profile photo file').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await pngFixture(),
    });
    await page.getByRole('button', { name: 'Crop & Continue' }).click();
    await expect(page.getByText('Failed to crop or upload image. Please try again.')).toBeVisible();
  });

  test('shows the default avatar when the profile image fails to load', async ({ page }) => {
    const user = await createFreshUser('brokenimg');
    await loginAs(page, user.username, user.password);
    await page.route('**/api/profile/', async (route) => {
      const response = await route.fetch();
      const body = { ...(await response.json()), profile_image: '/api/media/missing/nothing.jpg' };
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(details(page)).toContainText(user.email);
    await expect(page.getByLabel('Default avatar')).toBeVisible();
  });
});

test.describe('cancel subscription', () => {
  test('Keep Subscription closes the explanation; a failing cancellation shows the alert', async ({
    page,
  }) => {
    const user = await createFreshUser('keeper', { subscription: 'active' });
    await loginAs(page, user.username, user.password, '/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const info = page.getByRole('dialog', { name: 'What Happens When You Cancel?' });
    await expect(info).toContainText('stays active until the end of the current billing period');
    await page.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(info).toHaveCount(0);

    await page.route('**/api/cancel-subscription/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Proceed to Cancel' }).click();
    const final = page.getByRole('dialog', { name: 'Final Confirmation' });
    await expect(final).toContainText('This action cannot be undone.');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(info).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel My Subscription' }).click();
    await expect(
      page.getByText('Failed to cancel subscription. Please try again or contact support.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  });

  test('a trial member who cancels is logged out on / and the account is gone', async ({ page }) => {
    const user = await createFreshUser('quitter', { subscription: 'trial' });
    await loginAs(page, user.username, user.password, '/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('dialog', { name: 'What Happens When You Cancel?' })).toContainText(
      'permanently deleted',
    );
    await page.getByRole('button', { name: 'Proceed to Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel My Subscription' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const login = await page.request.post('/api/login/', {
      data: { username: user.username, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(401);
  });
});
