import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// Creates and publishes content: its own server, so that the main server's catalogue stays the demo's.
test.use({ baseURL: E2E_SERVERS.admin.url });

const MEDIA = path.resolve(import.meta.dirname, '../../api/src/db/seed/media');
const VIDEO = path.join(MEDIA, 'videos/chapter-swing-de-berlin-english-intermediate-chords.mp4');
const AUDIO = path.join(MEDIA, 'backing-tracks/swing-de-berlin.mp3');
const PDF = path.join(MEDIA, 'scores/swing-de-berlin.pdf');
const THUMBNAIL = path.join(MEDIA, 'thumbnails/swing-de-berlin.jpg');

const RUN = Date.now().toString(36);
const TRACK = `Admin Blues ${RUN}`;
const COURSE = `Admin Course ${RUN}`;

/** Uploads a file through an upload field and waits until the field names the stored file. */
async function uploadInto(scope: Page | Locator, label: string, file: string, extension: string) {
  await scope.getByLabel(label, { exact: true }).setInputFiles(file);
  const id = label.replace(/\W+/g, '-').toLowerCase();
  await expect(scope.getByTestId(new RegExp(`^upload-\\w+-${id}-value$`))).toHaveText(
    new RegExp(`\\.${extension}$`),
    { timeout: 20_000 },
  );
}

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('admin console: courses and backing tracks', () => {
  test('the Admin link is shown to staff only, and members are sent away from /admin', async ({ page }) => {
    await loginAs(page, 'member');
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login\?redirect=\/admin\/settings$/);
  });

  test('staff create a backing track with a chord chart, tap along to set its timing and preview it', async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'teacher');
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await page.getByRole('tab', { name: 'Backing tracks' }).click();
    await page.getByRole('link', { name: 'New backing track' }).click();

    await page.getByLabel('Name').fill(TRACK);
    await page.getByLabel('Key').fill('A minor');
    await page
      .getByRole('textbox', { name: 'Chord chart' })
      .fill('Am6 | Dm6 E7 | Am6 | E7\nAm6 | A7 | Dm6 | Dm6');
    await expect(page.getByText('8 bars')).toBeVisible();
    const grid = page
      .getByRole('group', { name: 'Chord chart preview' })
      .or(page.getByLabel('Chord chart preview'));
    await expect(grid.getByText('Dm6').first()).toBeVisible();
    await uploadInto(page, 'Audio (MP3)', AUDIO, 'mp3');

    // Tap along. The keyboard works on the focused button (a tap needs the audio playing)...
    const audio = page.getByLabel('Track audio');
    const summary = page.getByTestId('tap-summary');
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await page.getByRole('button', { name: 'Tap', exact: true }).press('t');
    await expect(summary).toHaveText('1 taps');
    await page.getByRole('button', { name: 'Reset taps' }).click();
    await expect(summary).toHaveText('0 taps');
    // ...then five beats half a second apart on the audio's clock: pressed in the page when the audio reaches
    // each beat, so that a busy machine's delays between test and browser do not change the tempo.
    const first = await audio.evaluate(async (a: HTMLAudioElement) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Tap')!;
      const start = a.currentTime + 0.3;
      for (let beat = 0; beat < 5; beat++) {
        while (a.currentTime < start + beat * 0.5) await new Promise((resolve) => setTimeout(resolve, 2));
        button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      }
      return start;
    });
    await expect(summary).toContainText('5 taps · ');
    await page.getByRole('button', { name: 'Use tempo and start time' }).click();
    await audio.evaluate((a: HTMLAudioElement) => a.pause());
    const tempo = Number(await page.getByLabel('Tempo (BPM)').inputValue());
    expect(tempo).toBeGreaterThan(112);
    expect(tempo).toBeLessThan(128);
    const starttime = Number(await page.getByLabel('Start time (s)').inputValue());
    expect(Math.abs(starttime - first)).toBeLessThan(0.1);

    await page.getByRole('button', { name: 'Preview in player' }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

    await page.getByLabel('Tempo (BPM)').fill('120');
    await page.getByLabel('Start time (s)').fill('0');
    await page.getByRole('button', { name: 'Create backing track' }).click();
    await expect(page).toHaveURL(/\/admin\/backing-tracks\/\d+$/);
    await expect(page.getByRole('heading', { name: TRACK })).toBeVisible();
    noConsoleErrors();
  });

  test('staff create a course with a video chapter and a backing-track chapter with a PDF, order and publish it', async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'teacher');
    await page.goto('/admin/courses');
    await page.getByRole('link', { name: 'New course' }).click();
    await page.getByLabel('Name').fill(COURSE);
    await page.getByLabel('Description').fill('Made in the admin console.');
    await choose(page, page, 'Level', 'Intermediate');
    await page.getByLabel('Category').fill('Songs');
    await uploadInto(page, 'Thumbnail', THUMBNAIL, 'webp');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    await expect(page.getByText('Draft')).toBeVisible();

    await page.getByRole('button', { name: 'Add chapter' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Heading').fill('Welcome video');
    await uploadInto(dialog, 'Video', VIDEO, 'mp4');
    await dialog.getByRole('button', { name: 'Save chapter' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Add chapter' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Heading').fill('Play along');
    await choose(page, dialog, 'Chapter type', 'Backing track');
    await dialog.getByRole('combobox', { name: 'Backing track' }).click();
    await page.getByRole('option', { name: new RegExp(`^${TRACK}`) }).click();
    await uploadInto(dialog, 'PDF', PDF, 'pdf');
    await dialog.getByRole('button', { name: 'Save chapter' }).click();
    await expect(dialog).toHaveCount(0);

    const items = page.getByTestId('chapter-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('1. Welcome video');
    // Move 'Play along' to the top with the drag handle's keyboard controls.
    // Each key waits for the drag's live announcement: dnd-kit measures the rows after the pick-up, and says where
    // the chapter is once it has.
    const announcement = page.getByRole('status').filter({ hasText: /Play along/ });
    await page.getByRole('button', { name: 'Move Play along' }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Play along is at position 2.');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText('Play along was moved to position 1.');
    await page.keyboard.press('Space');
    await expect(items.nth(0)).toContainText('1. Play along');
    await expect(items.nth(1)).toContainText('2. Welcome video');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.reload();
    await expect(items.nth(0)).toContainText('1. Play along');
    noConsoleErrors();
  });

  test('a member then sees the course, plays the backing track and the video, and can download the PDF', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    await page.goto('/courses');
    await page.getByText(COURSE).first().click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chapters' }).getByRole('button')).toHaveText([
      '1. Play along',
      '2. Welcome video',
    ]);
    await expect(page.getByText('Dm6').first()).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('link', { name: 'Download PDF Score' })).toHaveAttribute(
      'href',
      /\/api\/media\/uploads\/pdfs\//,
    );

    await page.getByRole('button', { name: 'Next' }).click();
    const video = page.locator('main video');
    await expect(video).toHaveAttribute('src', /\/api\/media\/uploads\/videos\/.+\.mp4\?/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  });

  test('staff announce an upcoming course with its publish date; the course list counts down to it', async ({
    page,
  }) => {
    const name = `Announced ${RUN}`;
    await loginAs(page, 'teacher');
    await page.goto('/admin/upcoming');
    await page.getByLabel('Name').fill(name);
    await choose(page, page, 'Level', 'Advanced');
    await page.getByRole('checkbox', { name: 'German' }).check();
    // Two hours ahead in the browser's local time, earlier than any demo announcement.
    const local = await page.evaluate(() => {
      const d = new Date(Date.now() + 2 * 3600_000 + 60_000);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    });
    await page.getByLabel('Publish date').fill(local);
    await uploadInto(page, 'Thumbnail', THUMBNAIL, 'webp');
    await page.getByRole('button', { name: 'Announce course' }).click();
    const row = page
      .getByRole('table', { name: 'Upcoming courses' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    const visitor = await page.context().browser()!.newContext({ baseURL: E2E_SERVERS.admin.url });
    const guest = await visitor.newPage();
    await guest.goto('/courses');
    const block = guest.getByRole('region', { name: 'Coming Soon' });
    await expect(block.getByText(name, { exact: true })).toBeVisible();
    await expect(block.getByText('English and Deutsch', { exact: true })).toBeVisible();
    await expect(block.getByText(/^Publishing in [12] hour\(s\) and \d+ minute\(s\)$/)).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this announcement?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    // The open dialog hides the page behind it from the accessibility tree, so the row is out of reach while the
    // removal is still on its way: only a closed dialog says the server has removed it.
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('region', { name: 'Coming Soon' }).getByText(name)).toHaveCount(0);
    await visitor.close();
  });
});
